import { apiPaths, type SendCodeRequest, type SendCodeResponse } from '@linksight/api-contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** spec 1 §4.2 step 7: a new code; the server refuses it before the 120 s cooldown has passed. */
export function resendCode(phoneNumber: string): Promise<SendCodeResponse> {
  const body: SendCodeRequest = { phoneNumber };
  return apiClient.post<SendCodeResponse>(apiPaths.auth('resend-code'), body, { isAuthCall: true });
}

/** `always`: offline, the call still runs and fails, so the screen can say so (spec 1 §8 NetworkError). */
export function useResendCode() {
  return useMutation({ mutationFn: resendCode, networkMode: 'always' });
}
