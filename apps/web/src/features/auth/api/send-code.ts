import { apiPaths, type SendCodeRequest, type SendCodeResponse } from '@linksight/api-contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** spec 1 §4.1 step 2: send a code to the full number (country code + digits). */
export function sendCode(phoneNumber: string): Promise<SendCodeResponse> {
  const body: SendCodeRequest = { phoneNumber };
  return apiClient.post<SendCodeResponse>(apiPaths.auth('send-code'), body, { isAuthCall: true });
}

/** `always`: offline, the call still runs and fails, so the screen can say so (spec 1 §8 NetworkError). */
export function useSendCode() {
  return useMutation({ mutationFn: sendCode, networkMode: 'always' });
}
