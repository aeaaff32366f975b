import { apiPaths, type AuthSession, type VerifyCodeRequest } from '@linksight/api-contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { setToken } from '../../../lib/session';

/** spec 1 §4.2: a right code answers the access token (the refresh token arrives as an httpOnly cookie). */
export async function verifyCode(request: VerifyCodeRequest): Promise<AuthSession> {
  const session = await apiClient.post<AuthSession>(apiPaths.auth('verify-code'), request, {
    isAuthCall: true,
  });
  setToken(session.accessToken);
  return session;
}

/** `always`: offline, the call still runs and fails, so the screen can say so (spec 1 §8 NetworkError). */
export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode, networkMode: 'always' });
}
