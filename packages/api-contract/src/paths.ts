/** URL builders for every API call, shared by the server's route tests and the SPA's fetchers. */
export const apiPaths = {
  health: () => '/api/health',
  publicConfig: () => '/api/v1/config',
  accountByUsername: (username: string) => `/api/v1/accounts/by-username/${encodeURIComponent(username)}`,
  accountsSearch: (q: string) => `/api/v1/accounts?q=${encodeURIComponent(q)}`,
  organizationsSearch: (q: string) => `/api/v1/organizations?q=${encodeURIComponent(q)}`,
  organizationByShort: (short: string) => `/api/v1/organizations/${encodeURIComponent(short)}`,
  auth: (
    action: 'send-code' | 'resend-code' | 'verify-code' | 'login' | 'refresh' | 'logout' | 'me' | 'password',
  ) => `/api/v1/auth/${action}`,
} as const;
