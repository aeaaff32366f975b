import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMPARE_STATE_KIND } from '../src/routes/api/v1/players/compare-stats';
import type { FastifyRequest, LightMyRequestResponse } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { schema } from '../src/db/client';
import { insertRounds } from '../src/repositories/rounds-writer';
import { FEATURE_GRANTS, type FeatureGrant, type RouteAccess } from '../src/services/access/route-access';
import { buildTestApp, testDatabases, type TestApp } from './helpers';
import {
  apiOperations,
  openApiDocument,
  requestVariants,
  type ApiOperation,
  type GeneratedRequest,
  type NamedValues,
  type OpenApiDocument,
} from './openapi-requests';
import { closeQuietly, insertPeople, setWebsiteSettings, type People, type Viewer } from './player-fixtures';
import { insertFixtureCourse, makeRound } from './round-fixtures';

/**
 * Issue 22 "Also": every endpoint of the OpenAPI document × anonymous, stranger, circle member, product
 * manager and owner × a public website, a private website, each feature private and an unverified phone.
 * What each answer must be follows from the route's declared access and FEATURE_GRANTS (the table the
 * API enforces) and spec 2 §6's visitor rule, written out here on its own. A new endpoint joins by being
 * in the document; its generated request must succeed for the owner (give its schema `examples` if not).
 */

type Caller = Viewer | 'anonymous';
const CALLERS: Caller[] = ['owner', 'member', 'manager', 'stranger', 'anonymous'];
const isFullAccess = (caller: Caller) => caller === 'owner' || caller === 'member' || caller === 'manager';

const WEBSITE = 88;
const FEATURES = [59, 63, 67, 77, 78, 80, 86, 89];
type Setting = { featureId: number; isPublic: boolean | null; isPhoneVerified: boolean | null };
type Scenario = { name: string; settings: Setting[] };
const SCENARIOS: Scenario[] = [
  { name: 'public website', settings: [] },
  { name: 'website private', settings: [{ featureId: WEBSITE, isPublic: false, isPhoneVerified: true }] },
  ...FEATURES.map((featureId) => ({
    name: `feature ${featureId} private`,
    settings: [{ featureId, isPublic: false, isPhoneVerified: true }],
  })),
  {
    name: 'phone unverified',
    settings: [
      { featureId: WEBSITE, isPublic: true, isPhoneVerified: false },
      ...FEATURES.map((featureId) => ({ featureId, isPublic: null, isPhoneVerified: false })),
    ],
  },
];

/** spec 2 §6, on its own: no setting, public, or not private with a phone not marked unverified. */
function isOpenToVisitors(settings: Setting[], featureId: number): boolean {
  const s = settings.find((x) => x.featureId === featureId);
  return s === undefined || s.isPublic === true || (s.isPublic !== false && s.isPhoneVerified !== false);
}
const isWebsitePrivate = (settings: Setting[]) =>
  settings.some((s) => s.featureId === WEBSITE && s.isPublic === false);

/** What custom routes must answer; a custom route not listed is checked for consistency only. */
const CUSTOM_EXPECTATIONS: Record<string, 'profile'> = {
  'GET /api/v1/accounts/by-username/:username': 'profile',
};

type Expected = { allowed: true } | { allowed: false; status: number; code: string } | { unchecked: true };
const denied = (status: number, code: string): Expected => ({ allowed: false, status, code });

function expectedAnswer(
  op: ApiOperation,
  access: RouteAccess,
  request: GeneratedRequest,
  caller: Caller,
  scenario: Scenario,
): Expected {
  switch (access.kind) {
    case 'public':
      return { allowed: true };
    case 'account':
      return caller === 'anonymous' ? denied(401, 'UNAUTHORIZED') : { allowed: true };
    case 'owner':
      if (caller === 'anonymous') return denied(401, 'UNAUTHORIZED');
      // The fixture's circle member holds every circle right (issue 18: can_edit_schedule).
      if (caller === 'member' && access.circle !== undefined) return { allowed: true };
      return caller === 'owner' || caller === 'manager' ? { allowed: true } : denied(403, 'FORBIDDEN');
    case 'player': {
      if (isFullAccess(caller)) return { allowed: true };
      if (isWebsitePrivate(scenario.settings)) return denied(404, 'NOT_FOUND');
      const rule =
        typeof access.grant === 'function'
          ? access.grant({
              query: request.query,
              body: request.payload,
              params: request.params,
            } as FastifyRequest)
          : access.grant;
      // Every grant of the rule needs one of its features open.
      const grants: readonly FeatureGrant[] = [rule].flat();
      return grants.every((g) => FEATURE_GRANTS[g].some((f) => isOpenToVisitors(scenario.settings, f)))
        ? { allowed: true }
        : denied(403, 'FORBIDDEN');
    }
    case 'custom':
      if (CUSTOM_EXPECTATIONS[`${op.method} ${op.route}`] === 'profile')
        return isFullAccess(caller) || !isWebsitePrivate(scenario.settings)
          ? { allowed: true }
          : denied(404, 'NOT_FOUND');
      return { unchecked: true };
  }
}

/**
 * The grants table against issue 22 item 4's wording: Assessment data needs 59; Compare Stats 63;
 * schedule 80; resume 78; My Rounds shots 86; gallery and videos 67; reports 77 (with each report's own
 * data grant, `['reports', …]`); the performance overviews are the dashboard's (59) and the Summary's (89).
 */
it('grants each kind of player data by the features the issue names', () => {
  expect(FEATURE_GRANTS).toEqual({
    performance: [59, 89],
    assessment: [59],
    summary: [89],
    rounds: [59, 89, 86],
    shots: [86],
    compareStats: [63],
    gallery: [67],
    resume: [78],
    schedule: [80],
    reports: [77],
  });
});

/** The owner's rounds every generated request names. */
const FIXTURE_ROUNDS = [9601, 9602] as const;

describe.each(testDatabases)('authorisation matrix on %s', (kind) => {
  let t: TestApp;
  let doc: OpenApiDocument;
  let ops: ApiOperation[];
  let ids: People;
  let tokens: Record<Viewer, string>;
  let values: NamedValues;
  let ipSeq = 0;
  let phoneSeq = 0;
  let restoreFixtureRounds: () => Promise<void>;

  beforeAll(async () => {
    t = await buildTestApp(kind, { RATE_LIMIT_PER_MINUTE: '1000000' });
    // PDF endpoints are authorised and validated like any other; printing is pdf-service.test's (issue 15).
    vi.spyOn(t.app.pdf, 'render').mockResolvedValue(Buffer.from('%PDF-1.4 stand-in'));
    ({ ids, tokens } = await insertPeople(t));
    const { courseId, teeId } = await insertFixtureCourse(t);
    const rounds = FIXTURE_ROUNDS.map((id, i) =>
      makeRound(
        { id, accountId: ids.owner, playedAt: `2025-05-0${i + 1}T08:00:00.000Z`, holeCount: 18, seed: i },
        courseId,
      ),
    );
    // The owner's own requests include DELETE and PUT of round 9601: put the fixture back before each
    // operation, so every operation meets the same data.
    restoreFixtureRounds = async () => {
      const present = await t.db.db
        .select({ id: schema.rounds.id })
        .from(schema.rounds)
        .where(inArray(schema.rounds.id, [...FIXTURE_ROUNDS]));
      if (present.length === FIXTURE_ROUNDS.length) return;
      await t.db.db.transaction(async (tx) => {
        await tx.delete(schema.rounds).where(inArray(schema.rounds.id, [...FIXTURE_ROUNDS]));
        await insertRounds(tx, rounds, { teeIdOf: () => teeId });
      });
    };
    await restoreFixtureRounds();
    const compareStateHash = (
      await t.app.repos.reportSnapshots.create({
        kind: COMPARE_STATE_KIND,
        accountId: ids.owner,
        payload: {
          leftFilter: '',
          rightFilter: '',
          leftComponentSelections: '',
          rightComponentSelections: '',
          metricsSelections: '',
        },
        expiresAt: new Date(Date.now() + 86_400_000),
      })
    ).hash;
    // Issue 18: the member may manage the owner's schedule; an upcoming tournament to put on it, created on
    // the owner's schedule so that its details may be corrected there.
    await t.db.db
      .update(schema.accountCircles)
      .set({ canEditSchedule: true })
      .where(eq(schema.accountCircles.accountId, ids.owner));
    const [tournament] = await t.db.db
      .insert(schema.tournaments)
      .values({
        name: 'Matrix Open',
        eventType: 3,
        localeType: 1,
        startDate: '2099-05-01',
        endDate: '2099-05-02',
        createdByAccountId: ids.owner,
      })
      .returning({ id: schema.tournaments.id });
    const [owner] = await t.db.db
      .select({ username: schema.accounts.username })
      .from(schema.accounts)
      .where(eq(schema.accounts.id, ids.owner));
    values = {
      accountId: () => ids.owner,
      id: () => ids.owner,
      username: () => owner!.username,
      roundId: () => 9601,
      golfRoundId: () => 9601,
      golfRoundIds: () => [9601, 9602],
      roundIds: () => [9601, 9602],
      courseId: () => courseId,
      tournamentId: () => tournament!.id,
      memberAccountId: () => ids.member,
      // The document drops the body's object-level example: keep the member's right on (issue 18).
      canEditSchedule: () => true,
      kind: () => 'favorites',
      holeCount: () => 18,
      phoneNumber: () => `+1555077${String(++phoneSeq).padStart(4, '0')}`,
      code: () => '000000',
      password: () => 'not-the-password',
      newPassword: () => 'matrix-password',
      // A shared Compare Stats state of the owner (issue 17): its GET must find one.
      hash: () => compareStateHash,
    };
    doc = openApiDocument(t.app);
    ops = apiOperations(t.app);
  });
  afterAll(async () => closeQuietly(t));

  const send = (request: GeneratedRequest, token: string | null): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      query: request.query,
      ...(request.payload === undefined ? {} : { payload: request.payload as object }),
      headers: token ? { authorization: `Bearer ${token}` } : {},
      remoteAddress: `10.22.${Math.floor(++ipSeq / 250) % 250}.${ipSeq % 250}`,
    });

  it('covers every declared API route, and every operation declares its access', () => {
    expect(ops.length).toBeGreaterThan(20);
    expect(ops.filter((op) => !op.access).map((op) => `${op.method} ${op.route}`)).toEqual([]);
    const documented = new Set(ops.map((op) => `${op.method} ${op.route}`));
    const hidden = t.app.declaredRoutes
      .map((r) => `${r.method} ${r.url}`)
      .filter((r) => !documented.has(r) && !r.includes('/api/docs'));
    expect(hidden).toEqual([]);
  });

  it('answers public routes alike to every caller', async () => {
    const problems: string[] = [];
    for (const op of ops.filter((o) => o.access?.kind === 'public')) {
      for (const request of requestVariants(op, doc, values)) {
        const anonymous = await send(request, null);
        if (anonymous.statusCode >= 500) problems.push(`${request.label}: ${anonymous.statusCode}`);
        for (const caller of ['owner', 'member', 'manager', 'stranger'] as const) {
          // A session of its own: a public route may end it (logout).
          const session = await t.app.auth.sessions.issueSession(ids[caller]);
          // The per-number limits of the auth routes are per phone: each request has its own number.
          const res = await send({ ...request, ...regenerate(request) }, session.accessToken);
          if (res.statusCode !== anonymous.statusCode)
            problems.push(
              `${request.label} as ${caller}: ${res.statusCode}, anonymous ${anonymous.statusCode}`,
            );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  /** The same request with fresh per-request values (a new phone number). */
  function regenerate(request: GeneratedRequest): Pick<GeneratedRequest, 'payload'> {
    if (!request.payload || typeof request.payload !== 'object' || !('phoneNumber' in request.payload))
      return { payload: request.payload };
    return { payload: { ...request.payload, phoneNumber: values.phoneNumber!() } };
  }

  it.each(SCENARIOS)(
    'answers every other route as its access says: $name',
    async (scenario) => {
      await setWebsiteSettings(t, ids.owner, scenario.settings);
      const problems: string[] = [];
      for (const op of ops.filter((o) => o.access && o.access.kind !== 'public')) {
        for (const request of requestVariants(op, doc, values)) {
          await restoreFixtureRounds();
          const baseline = await send(request, tokens.owner);
          if (op.access!.kind === 'player' && baseline.statusCode >= 400)
            problems.push(
              `${request.label}: the owner's generated request answered ${baseline.statusCode} ${baseline.body}; give the schema examples`,
            );
          for (const caller of CALLERS) {
            const res =
              caller === 'owner'
                ? baseline
                : await send(request, caller === 'anonymous' ? null : tokens[caller]);
            const expected = expectedAnswer(op, op.access!, request, caller, scenario);
            const where = `${request.label} as ${caller}`;
            if (res.statusCode >= 500) problems.push(`${where}: ${res.statusCode}`);
            else if ('unchecked' in expected) {
              if (res.statusCode < 400 && baseline.statusCode >= 400)
                problems.push(`${where}: ${res.statusCode} where the owner gets ${baseline.statusCode}`);
            } else if (!expected.allowed) {
              const code = res.json<{ code?: string }>().code;
              if (res.statusCode !== expected.status || code !== expected.code)
                problems.push(
                  `${where}: ${res.statusCode} ${code}, expected ${expected.status} ${expected.code}`,
                );
            } else if (op.access!.kind === 'player' || op.access!.kind === 'custom') {
              if (res.statusCode !== baseline.statusCode)
                problems.push(`${where}: ${res.statusCode}, the owner ${baseline.statusCode}`);
            } else if (res.statusCode === 401 || res.statusCode === 403) {
              problems.push(`${where}: ${res.statusCode} ${res.body}`);
            }
          }
        }
      }
      expect(problems).toEqual([]);
      // Every operation × five callers per scenario: the time grows with the API (measured 50–60 s on a
      // loaded 2-core machine with the profile settings endpoints), so the budget is the scenario's own.
    },
    180_000,
  );
});
