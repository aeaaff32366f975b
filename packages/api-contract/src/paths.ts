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
  /** Player analytics (spec 3 §7); `call` is the last path segment. */
  players: {
    completedRoundsCount: (accountId: number) => `/api/v1/players/${accountId}/completed-rounds-count`,
    histories: (accountId: number) => `/api/v1/players/${accountId}/histories`,
    standards: (accountId: number) => `/api/v1/players/${accountId}/standards`,
    overviewGroups: (accountId: number, mode: 'Player Performance' | 'Assessment', holeCount?: number) =>
      `/api/v1/players/${accountId}/overview-groups?mode=${encodeURIComponent(mode)}` +
      (holeCount === undefined ? '' : `&holeCount=${holeCount}`),
    overviewGroup: (accountId: number) => `/api/v1/players/${accountId}/overview-group`,
    performanceStats: (accountId: number) => `/api/v1/players/${accountId}/performance-stats`,
    strengthWeakness: (accountId: number) => `/api/v1/players/${accountId}/strength-weakness`,
    roundsByFilter: (accountId: number) => `/api/v1/players/${accountId}/rounds-by-filter`,
    selectedRoundIds: (accountId: number) => `/api/v1/players/${accountId}/selected-round-ids`,
    roundsTable: (accountId: number) => `/api/v1/players/${accountId}/rounds-table`,
    holeCoordinates: (accountId: number) => `/api/v1/players/${accountId}/hole-coordinates`,
    holeStats: (accountId: number) => `/api/v1/players/${accountId}/hole-stats`,
    courseDetails: (accountId: number) => `/api/v1/players/${accountId}/course-details`,
    roundTargets: (accountId: number, roundId: number) =>
      `/api/v1/players/${accountId}/rounds/${roundId}/targets`,
  },
} as const;
