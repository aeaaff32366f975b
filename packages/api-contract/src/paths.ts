/** Appends the defined values as a query string. */
function withQuery(path: string, query: Record<string, string | number | boolean | undefined>): string {
  const search = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return search === '' ? path : `${path}?${search}`;
}

/** Appends one repeated query parameter per value (`ids=1&ids=2`), as Fastify reads arrays. */
function withRepeated(path: string, name: string, values: readonly (string | number)[]): string {
  if (values.length === 0) return path;
  const search = values.map((v) => `${encodeURIComponent(name)}=${encodeURIComponent(String(v))}`).join('&');
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

/** URL builders for every API call, shared by the server's route tests and the SPA's fetchers. */
export const apiPaths = {
  health: () => '/api/health',
  publicConfig: () => '/api/v1/config',
  accountByUsername: (username: string) => `/api/v1/accounts/by-username/${encodeURIComponent(username)}`,
  accountsSearch: (q: string) => `/api/v1/accounts?q=${encodeURIComponent(q)}`,
  organizationsSearch: (q: string) => `/api/v1/organizations?q=${encodeURIComponent(q)}`,
  organizationByShort: (short: string) => `/api/v1/organizations/${encodeURIComponent(short)}`,
  /** spec 1 §2.4 roster cards of a player group (All, Coaches or a roster id). */
  organizationRoster: (short: string, group?: string) =>
    `/api/v1/organizations/${encodeURIComponent(short)}/roster${group === undefined ? '' : `?group=${encodeURIComponent(group)}`}`,
  organizationImage: (short: string) => `/api/v1/organizations/${encodeURIComponent(short)}/image`,
  /** Issue 18: an organisation's (or roster's) combined upcoming schedule, and its PDF. */
  organizationSchedule: (short: string, query: { group?: string; timeZoneOffsetMinutes?: number } = {}) =>
    withQuery(`/api/v1/organizations/${encodeURIComponent(short)}/schedule`, query),
  organizationScheduleReport: (short: string, query: { paper?: 'Letter' | 'A4'; download?: boolean } = {}) =>
    withQuery(`/api/v1/organizations/${encodeURIComponent(short)}/schedule/report`, query),
  /** Issue 18: tournament search for adding an event (name and/or near a day). */
  tournaments: (query: { q?: string; near?: string; limit?: number } = {}) =>
    withQuery('/api/v1/tournaments', query),
  auth: (
    action:
      | 'send-code'
      | 'resend-code'
      | 'verify-code'
      | 'login'
      | 'refresh'
      | 'logout'
      | 'me'
      | 'me/organizations'
      | 'password',
  ) => `/api/v1/auth/${action}`,
  /** Player analytics (spec 3 §7); `call` is the last path segment. */
  players: {
    /** Compare Stats (spec 2 §7, issue 17). */
    compareStats: (accountId: number) => `/api/v1/players/${accountId}/compare-stats`,
    compareStatsPlayerOptions: (accountId: number, holeCount: 9 | 18) =>
      `/api/v1/players/${accountId}/compare-stats/player-options?holeCount=${holeCount}`,
    compareStatsRounds: (accountId: number, holeCount: 9 | 18) =>
      `/api/v1/players/${accountId}/compare-stats/rounds?holeCount=${holeCount}`,
    compareStatsAssociatedPlayers: (accountId: number) =>
      `/api/v1/players/${accountId}/compare-stats/associated-players`,
    compareStatsState: (accountId: number, hash?: string) =>
      `/api/v1/players/${accountId}/compare-stats/state${hash === undefined ? '' : `/${encodeURIComponent(hash)}`}`,
    compareStatsReport: (accountId: number) => `/api/v1/players/${accountId}/compare-stats/report`,
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
    courseMap: (accountId: number, courseId: number) =>
      `/api/v1/players/${accountId}/course-maps/${courseId}`,
    roundTargets: (accountId: number, roundId: number) =>
      `/api/v1/players/${accountId}/rounds/${roundId}/targets`,
    /** Issue 20: post rounds, replace or delete one, import a batch, export everything. */
    rounds: (accountId: number) => `/api/v1/players/${accountId}/rounds`,
    round: (accountId: number, roundId: number) => `/api/v1/players/${accountId}/rounds/${roundId}`,
    roundsImport: (accountId: number) => `/api/v1/players/${accountId}/rounds/import`,
    export: (accountId: number) => `/api/v1/players/${accountId}/export`,
    handicap: (accountId: number) => `/api/v1/players/${accountId}/handicap`,
    /** Public profile widgets (spec 3 §7) and the Summary page (issue 16). */
    bestTenChartData: (accountId: number, query: { start?: string; end?: string; standard?: string } = {}) =>
      withQuery(`/api/v1/players/${accountId}/home/best-ten-chart-data`, query),
    featuredCombined: (accountId: number) => `/api/v1/players/${accountId}/home/featured-combined`,
    upcomingEvents: (accountId: number, query: { limit?: number; timeZoneOffsetMinutes?: number } = {}) =>
      withQuery(`/api/v1/players/${accountId}/home/upcoming-events`, query),
    gallery: (accountId: number, query: { mediaTypes?: 'image' | 'video'; isFeatured?: boolean } = {}) =>
      withQuery(`/api/v1/players/${accountId}/gallery`, query),
    swingVideos: (accountId: number) => `/api/v1/players/${accountId}/home/swing-videos`,
    newsFeed: (accountId: number) => `/api/v1/players/${accountId}/home/news-feed`,
    summary: (accountId: number, query: { standard?: string } = {}) =>
      withQuery(`/api/v1/players/${accountId}/summary`, query),
    /** Issue 15 resume builder (spec 2 §7). */
    resumeSettings: (accountId: number) => `/api/v1/players/${accountId}/resume/settings`,
    resumePreview: (accountId: number) => `/api/v1/players/${accountId}/resume/preview`,
    resumeDefaultData: (accountId: number) => `/api/v1/players/${accountId}/resume/default-data`,
    resumePdf: (accountId: number, query: { paper?: 'Letter' | 'A4'; download?: boolean } = {}) =>
      withQuery(`/api/v1/players/${accountId}/resume/pdf`, query),
    /** Issue 18 schedule and My Results (ARCHITECTURE "Schedule (issue 18)"). */
    schedule: (
      accountId: number,
      query: { extraAccountIds?: readonly number[]; timeZoneOffsetMinutes?: number } = {},
    ) =>
      withRepeated(
        withQuery(`/api/v1/players/${accountId}/schedule`, {
          timeZoneOffsetMinutes: query.timeZoneOffsetMinutes,
        }),
        'extraAccountIds',
        query.extraAccountIds ?? [],
      ),
    scheduleEntry: (accountId: number, tournamentId: number) =>
      `/api/v1/players/${accountId}/schedule/entries/${tournamentId}`,
    scheduleTournaments: (accountId: number) => `/api/v1/players/${accountId}/schedule/tournaments`,
    scheduleTournament: (accountId: number, tournamentId: number) =>
      `/api/v1/players/${accountId}/schedule/tournaments/${tournamentId}`,
    scheduleResults: (accountId: number) => `/api/v1/players/${accountId}/schedule/results`,
    scheduleExport: (accountId: number) => `/api/v1/players/${accountId}/schedule/export`,
    scheduleReportData: (accountId: number) => `/api/v1/players/${accountId}/schedule/report-data`,
    scheduleReport: (accountId: number, query: { paper?: 'Letter' | 'A4'; download?: boolean } = {}) =>
      withQuery(`/api/v1/players/${accountId}/schedule/report`, query),
    scheduleEditors: (accountId: number) => `/api/v1/players/${accountId}/schedule/editors`,
    scheduleEditor: (accountId: number, memberAccountId: number) =>
      `/api/v1/players/${accountId}/schedule/editors/${memberAccountId}`,
    roundFeatured: (accountId: number, roundId: number) =>
      `/api/v1/players/${accountId}/rounds/${roundId}/featured`,
  },
  /** Report snapshots (ARCHITECTURE §6). */
  reports: {
    snapshot: (hash: string) => `/api/v1/reports/snapshots/${encodeURIComponent(hash)}`,
    /** spec 2 §7 resumeDataGET. */
    resumeData: (hash: string) => `/api/v1/reports/resume/${encodeURIComponent(hash)}`,
  },
  /** Issue 20: courses (post by external id, read, search by name or near a point). */
  courses: (query: { q?: string; latitude?: number; longitude?: number; radiusKm?: number } = {}) => {
    const search = Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
      .join('&');
    return search === '' ? '/api/v1/courses' : `/api/v1/courses?${search}`;
  },
  course: (courseId: number) => `/api/v1/courses/${courseId}`,
  /** Issue 20: the logged-in account's personal access tokens. */
  tokens: () => '/api/v1/tokens',
  token: (tokenId: number) => `/api/v1/tokens/${tokenId}`,
  /** Profile settings of a player (ARCHITECTURE "Profile settings"): the player themself or a PM. */
  accountSettings: {
    profile: (accountId: number) => `/api/v1/players/${accountId}/settings/profile`,
    photo: (accountId: number) => `/api/v1/players/${accountId}/settings/photo`,
    privacy: (accountId: number) => `/api/v1/players/${accountId}/settings/privacy`,
    circle: (accountId: number) => `/api/v1/players/${accountId}/settings/circle`,
    circleMember: (accountId: number, memberId: number) =>
      `/api/v1/players/${accountId}/settings/circle/${memberId}`,
  },
} as const;

/**
 * File extensions that mark a request for a static file rather than a history route of the SPA. Usernames
 * may contain dots (`wes.haugen`), so "has an extension" means one of these, not any dot; a username may
 * therefore not end in one (account-settings.ts `usernameProblem`).
 */
export const STATIC_FILE_EXTENSION =
  /\.(?:js|mjs|css|map|json|webmanifest|html?|txt|xml|ico|png|jpe?g|gif|webp|avif|svg|woff2?|ttf|otf|eot|mp4|webm|mp3|wasm|pdf|xlsx?|csv|zip)$/i;
