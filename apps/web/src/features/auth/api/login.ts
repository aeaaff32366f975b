import { apiPaths, type AuthSession, type LoginRequest } from '@linksight/api-contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { setToken } from '../../../lib/session';

/** spec 1 §2.2 alternative login: phone number and password. */
export async function login(request: LoginRequest): Promise<AuthSession> {
  const session = await apiClient.post<AuthSession>(apiPaths.auth('login'), request, { isAuthCall: true });
  setToken(session.accessToken);
  return session;
}

/** `always`: offline, the call still runs and fails, so the screen can say so (spec 1 §8 NetworkError). */
export function useLogin() {
  return useMutation({ mutationFn: login, networkMode: 'always' });
}
