import { createCodeLoginService } from './code-login';
import type { AuthDeps } from './deps';
import { createPasswordLoginService } from './password-login';
import { createSessionService } from './sessions';

/** The auth flows the routes call: one-time codes, passwords and sessions. */
export function createAuthService(deps: AuthDeps) {
  const sessions = createSessionService(deps);
  return {
    codes: createCodeLoginService(deps, sessions),
    passwords: createPasswordLoginService(deps, sessions),
    sessions,
    tokens: deps.tokens,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
