import { mkdtemp, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SignJWT, decodeJwt } from 'jose';
import { hash as argon2Hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { apiPaths } from '@linksight/api-contract';
import { buildApp } from '../src/app';
import { schema } from '../src/db/client';
import { AUTH_LIMITS } from '../src/services/auth/limits';
import { hashPassword } from '../src/services/auth/passwords';
import { loadJwtSecret } from '../src/services/auth/secrets';
import { buildTestApp, testDatabases, type TestApp } from './helpers';

/**
 * Closes a test app. pg's pool finishes closing its sockets after `end()` resolves, and the test
 * database is then dropped WITH (FORCE): a socket still closing gets "terminating connection" and
 * the pool, which has no 'error' listener, turns it into an uncaught error. Listen for it here.
 */
async function closeTestApp(t: TestApp): Promise<void> {
  const pool = (t.db.db as unknown as { $client?: { on?: (event: 'error', listener: () => void) => void } })
    .$client;
  if (t.db.driver === 'postgres') pool?.on?.('error', () => {});
  await t.close();
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const PASSWORD = 'correct horse battery';

let phoneSeq = 0;
const freshPhone = () => `+1555030${String(++phoneSeq).padStart(4, '0')}`;
let ipSeq = 0;
const freshIp = () => `10.1.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

const refreshCookieOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === 'ls_refresh');

describe.each(testDatabases)('password login and sessions on %s', (kind) => {
  let t: TestApp;
  let passwordHash: string;
  let clockOffsetMs = 0;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(async () => closeTestApp(t));
  afterEach(() => {
    vi.restoreAllMocks();
    clockOffsetMs = 0;
  });

  const advance = (ms: number) => {
    clockOffsetMs += ms;
    vi.spyOn(t.app.clock, 'now').mockImplementation(() => new Date(Date.now() + clockOffsetMs));
  };

  async function insertAccount(phone: string, hash: string | null = passwordHash) {
    const [row] = await t.db.db
      .insert(schema.accounts)
      .values({ username: `u${phone.slice(1)}`, phone, accountGuid: randomUUID(), passwordHash: hash })
      .returning({ id: schema.accounts.id });
    return row!.id;
  }

  const login = (phoneNumber: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: apiPaths.auth('login'),
      payload: { phoneNumber, password },
      remoteAddress: ip,
    });
  const refresh = (token: string | undefined) =>
    t.app.inject({
      method: 'POST',
      url: apiPaths.auth('refresh'),
      cookies: token ? { ls_refresh: token } : {},
    });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: apiPaths.auth('me'), headers: { authorization: `Bearer ${token}` } });

  it('logs in with the right password and issues a 15-minute access token', async () => {
    const phone = freshPhone();
    const accountId = await insertAccount(phone);
    const res = await login(phone, PASSWORD, freshIp());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { accessToken, account } = res.json();
    expect(account.accountId).toBe(accountId);
    const claims = decodeJwt(accessToken);
    expect(claims).toMatchObject({
      sub: String(accountId),
      iss: t.config.publicBaseUrl,
      aud: 'linksight-web',
    });
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    expect(refreshCookieOf(res)?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The refresh token is stored only as a hash.
    const rows = await t.db.db
      .select()
      .from(schema.refreshTokens)
      .where(eq(schema.refreshTokens.accountId, accountId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(refreshCookieOf(res)!.value);
  });

  it("accepts the demo seed's password hashes (argon2 defaults of the seed)", async () => {
    // The seed hashes DEMO_PASSWORD with @node-rs/argon2's defaults; seeding the whole world here
    // would cost half a minute, so an account is given a hash made the same way.
    const phone = freshPhone();
    await insertAccount(phone, await argon2Hash('linksight-demo'));
    expect((await login(phone, 'linksight-demo', freshIp())).statusCode).toBe(200);
  });

  it('answers a wrong password, an unknown number and an account without password alike', async () => {
    const known = freshPhone();
    const noPassword = freshPhone();
    await insertAccount(known);
    await insertAccount(noPassword, null);
    const answers = [
      await login(known, 'wrong password', freshIp()),
      await login(freshPhone(), 'wrong password', freshIp()),
      await login(noPassword, 'wrong password', freshIp()),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        code: 'NotAuthorizedException',
        message: 'Invalid phone number or password. Please try again.',
      });
      expect(refreshCookieOf(res)).toBeUndefined();
    }
  });

  it('takes about as long for an unknown number as for a wrong password (a dummy hash is verified)', async () => {
    const known = freshPhone();
    await insertAccount(known);
    const time = async (phone: string) => {
      const started = performance.now();
      await login(phone, 'wrong password', freshIp());
      return performance.now() - started;
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      knownTimes.push(await time(known));
      unknownTimes.push(await time(freshPhone()));
    }
    // Generous bounds: the point is that no path skips the argon2 verify.
    expect(median(unknownTimes)).toBeGreaterThan(median(knownTimes) * 0.4);
    expect(median(unknownTimes)).toBeLessThan(median(knownTimes) * 2.5);
  });

  it('throttles a number for the client that failed 5 times, for 15 minutes, known and unknown numbers alike', async () => {
    const phone = freshPhone();
    await insertAccount(phone);
    const unknown = freshPhone();
    const ip = freshIp();
    for (const target of [phone, unknown]) {
      for (let i = 0; i < 4; i += 1) expect((await login(target, 'nope-nope', ip)).statusCode).toBe(401);
      const fifth = await login(target, 'nope-nope', ip);
      expect(fifth.statusCode).toBe(429);
      expect(fifth.json()).toEqual({
        code: 'LimitExceededException',
        message: 'Too many failed logins. Please try again in 15 minutes.',
      });
      expect(fifth.headers['retry-after']).toBe('900');
    }
    // Throttled for that client even with the right password.
    expect((await login(phone, PASSWORD, ip)).statusCode).toBe(429);
    advance(14 * MINUTE);
    expect((await login(phone, PASSWORD, ip)).json().message).toBe(
      'Too many failed logins. Please try again in 1 minute.',
    );
    advance(MINUTE + SECOND);
    expect((await login(phone, PASSWORD, ip)).statusCode).toBe(200);
  });

  it("does not let a stranger's failures lock the player out (issue 22 item 9)", async () => {
    const phone = freshPhone();
    await insertAccount(phone);
    const stranger = freshIp();
    for (let i = 0; i < 6; i += 1) await login(phone, 'nope-nope', stranger);
    expect((await login(phone, PASSWORD, stranger)).statusCode).toBe(429);
    // The player's own device logs in with the password, and code login stays open.
    expect((await login(phone, PASSWORD, freshIp())).statusCode).toBe(200);
    const code = await t.app.inject({
      method: 'POST',
      url: apiPaths.auth('send-code'),
      payload: { phoneNumber: phone },
      remoteAddress: freshIp(),
    });
    expect(code.statusCode).toBe(200);
    expect(code.json().challengeName).toBe('CUSTOM_CHALLENGE');
  });

  it('stops a number after 100 consecutive failures from any clients (NIST SP 800-63B §5.2.2)', async () => {
    const phone = freshPhone();
    await insertAccount(phone);
    for (let client = 0; client < 25; client += 1) {
      const ip = freshIp();
      for (let i = 0; i < 4; i += 1) expect((await login(phone, 'nope-nope', ip)).statusCode).toBe(401);
    }
    const capped = await login(phone, PASSWORD, freshIp());
    expect(capped.statusCode).toBe(429);
    expect(capped.json().code).toBe('LimitExceededException');
    advance(24 * 60 * MINUTE + SECOND);
    expect((await login(phone, PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it('limits password failures per client address across numbers', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i += 1) expect((await login(freshPhone(), 'nope-nope', ip)).statusCode).toBe(401);
    const blocked = await login(freshPhone(), 'nope-nope', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('LimitExceededException');
  });

  it('gates each auth route at 60 requests a minute per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 60; i += 1) {
      const res = await t.app.inject({ method: 'POST', url: apiPaths.auth('refresh'), remoteAddress: ip });
      expect(res.statusCode).toBe(401);
    }
    const gated = await t.app.inject({ method: 'POST', url: apiPaths.auth('refresh'), remoteAddress: ip });
    expect(gated.statusCode).toBe(429);
    expect(gated.json()).toEqual({
      code: 'LimitExceededException',
      message: 'Too many attempts. Please try again later.',
    });
  });

  it('rotates the refresh token and revokes the family when a used one is replayed', async () => {
    const phone = freshPhone();
    const accountId = await insertAccount(phone);
    const first = refreshCookieOf(await login(phone, PASSWORD, freshIp()))!.value;

    const rotated = await refresh(first);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().account.accountId).toBe(accountId);
    const second = refreshCookieOf(rotated)!.value;
    expect(second).not.toBe(first);
    expect((await me(rotated.json().accessToken)).statusCode).toBe(200);

    // Replaying the used token after the grace window: refused, and the whole family ends (the newer
    // token and the session's access tokens too).
    advance(AUTH_LIMITS.refreshReuseGraceMs + SECOND);
    const replay = await refresh(first);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('NotAuthorizedException');
    expect(refreshCookieOf(replay)?.value).toBe('');
    expect((await refresh(second)).statusCode).toBe(401);
    expect((await me(rotated.json().accessToken)).statusCode).toBe(401);

    // Another session of the same account is untouched.
    const other = refreshCookieOf(await login(phone, PASSWORD, freshIp()))!.value;
    expect((await refresh(other)).statusCode).toBe(200);
  });

  it('gives parallel refreshes of one token (two tabs) the same successor, without ending the session', async () => {
    const phone = freshPhone();
    await insertAccount(phone);
    const token = refreshCookieOf(await login(phone, PASSWORD, freshIp()))!.value;
    const answers = await Promise.all(Array.from({ length: 6 }, () => refresh(token)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const successors = new Set(answers.map((a) => refreshCookieOf(a)!.value));
    expect(successors.size).toBe(1);
    const [successor] = [...successors];
    expect(successor).not.toBe(token);
    // Every tab's access token works, and the successor rotates on.
    for (const answer of answers) expect((await me(answer.json().accessToken)).statusCode).toBe(200);
    const next = await refresh(successor);
    expect(next.statusCode).toBe(200);
    expect((await me(next.json().accessToken)).statusCode).toBe(200);
  });

  it('hands the same successor out only within the grace window after a rotation', async () => {
    const phone = freshPhone();
    await insertAccount(phone);
    const token = refreshCookieOf(await login(phone, PASSWORD, freshIp()))!.value;
    const first = await refresh(token);
    advance(AUTH_LIMITS.refreshReuseGraceMs - SECOND);
    const late = await refresh(token);
    expect(late.statusCode).toBe(200);
    expect(refreshCookieOf(late)!.value).toBe(refreshCookieOf(first)!.value);
    advance(2 * SECOND);
    expect((await refresh(token)).statusCode).toBe(401);
    expect((await refresh(refreshCookieOf(first)!.value)).statusCode).toBe(401);
  });

  it('logout ends the access tokens of the session too, and only of that session', async () => {
    const phone = freshPhone();
    await insertAccount(phone);
    const loggedOut = await login(phone, PASSWORD, freshIp());
    const other = await login(phone, PASSWORD, freshIp());
    const access = loggedOut.json().accessToken;
    expect((await me(access)).statusCode).toBe(200);
    // The SPA sends the bearer token and the cookie; either one ends the session.
    const out = await t.app.inject({
      method: 'POST',
      url: apiPaths.auth('logout'),
      headers: { authorization: `Bearer ${access}` },
    });
    expect(out.statusCode).toBe(204);
    const refused = await me(access);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('TokenExpired');
    expect((await refresh(refreshCookieOf(loggedOut)!.value)).statusCode).toBe(401);
    expect((await me(other.json().accessToken)).statusCode).toBe(200);
  });

  it('refuses a missing, unknown or expired refresh token', async () => {
    expect((await refresh(undefined)).statusCode).toBe(401);
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    const phone = freshPhone();
    await insertAccount(phone);
    const token = refreshCookieOf(await login(phone, PASSWORD, freshIp()))!.value;
    advance(30 * 24 * 60 * MINUTE + SECOND);
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('logout revokes the session and clears the cookie', async () => {
    const phone = freshPhone();
    await insertAccount(phone);
    const token = refreshCookieOf(await login(phone, PASSWORD, freshIp()))!.value;
    const out = await t.app.inject({
      method: 'POST',
      url: apiPaths.auth('logout'),
      cookies: { ls_refresh: token },
    });
    expect(out.statusCode).toBe(204);
    expect(refreshCookieOf(out)).toMatchObject({ value: '', path: '/api/v1/auth' });
    expect((await refresh(token)).statusCode).toBe(401);
    // Logging out without a session is harmless.
    expect((await t.app.inject({ method: 'POST', url: apiPaths.auth('logout') })).statusCode).toBe(204);
  });

  it('GET /me answers the bearer account, and 401 without or with a bad or expired token', async () => {
    const phone = freshPhone();
    const accountId = await insertAccount(phone);
    const { accessToken } = (await login(phone, PASSWORD, freshIp())).json();
    expect((await me(accessToken)).json().accountId).toBe(accountId);

    const anonymous = await t.app.inject({ method: 'GET', url: apiPaths.auth('me') });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('UNAUTHORIZED');

    // The signature's first character changed: its last ones can carry base64url padding bits that a
    // decoder ignores, so "…xx" at the end once left the signature as it was (about 1 run in 1,000).
    const signatureStart = accessToken.lastIndexOf('.') + 1;
    const other = accessToken[signatureStart] === 'A' ? 'B' : 'A';
    const tampered = accessToken.slice(0, signatureStart) + other + accessToken.slice(signatureStart + 1);
    for (const bad of ['garbage', tampered, accessToken.split('.').slice(0, 2).join('.') + '.']) {
      const res = await me(bad);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('TokenExpired');
    }
    // Signed with another key (e.g. another deployment's secret).
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(accountId))
      .setIssuer(t.config.publicBaseUrl)
      .setAudience('linksight-web')
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect((await me(forged)).json().code).toBe('TokenExpired');

    advance(15 * MINUTE + SECOND);
    const expired = await me(accessToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({
      code: 'TokenExpired',
      message: 'The access token is invalid or has expired.',
    });

    // A bad token does not block routes that do not need a login.
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { authorization: 'Bearer garbage' },
    });
    expect(health.statusCode).toBe(200);
  });

  it('documents every auth route in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const routes = [
      ['post', 'send-code'],
      ['post', 'resend-code'],
      ['post', 'verify-code'],
      ['post', 'login'],
      ['post', 'refresh'],
      ['post', 'logout'],
      ['get', 'me'],
      ['get', 'password'],
      ['put', 'password'],
    ] as const;
    for (const [method, action] of routes) {
      const operation = doc.paths[apiPaths.auth(action)]?.[method];
      expect(operation?.tags, action).toEqual(['auth']);
      expect(operation?.summary, action).toBeTruthy();
    }
  });

  it('sets a first password without, and changes it only with, the current one', async () => {
    const phone = freshPhone();
    const accountId = await insertAccount(phone, null);
    // Like an account created by phone code: no password yet, logged in with an access token.
    const access = (await t.app.auth.sessions.issueSession(accountId)).accessToken;
    const put = (payload: unknown, cookie?: string) =>
      t.app.inject({
        method: 'PUT',
        url: apiPaths.auth('password'),
        headers: { authorization: `Bearer ${access}` },
        payload: payload as object,
        remoteAddress: '10.9.9.9',
        cookies: cookie ? { ls_refresh: cookie } : {},
      });

    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: apiPaths.auth('password'),
          payload: { newPassword: 'abcdef' },
        })
      ).statusCode,
    ).toBe(401);
    const short = await put({ newPassword: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      code: 'InvalidParameterException',
      message: 'Password must be at least 6 characters.',
    });

    const status = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: apiPaths.auth('password'),
          headers: { authorization: `Bearer ${access}` },
        })
      ).json();
    expect((await t.app.inject({ method: 'GET', url: apiPaths.auth('password') })).statusCode).toBe(401);
    expect(await status()).toEqual({ isSet: false });

    expect((await put({ newPassword: 'first-password' })).statusCode).toBe(204);
    expect(await status()).toEqual({ isSet: true });
    const keep = refreshCookieOf(await login(phone, 'first-password', freshIp()))!.value;
    const other = refreshCookieOf(await login(phone, 'first-password', freshIp()))!.value;

    const noCurrent = await put({ newPassword: 'second-password' });
    expect(noCurrent.statusCode).toBe(400);
    expect(noCurrent.json().code).toBe('InvalidParameterException');
    const wrongCurrent = await put({ currentPassword: 'not-it', newPassword: 'second-password' });
    expect(wrongCurrent.statusCode).toBe(403);
    expect(wrongCurrent.json().code).toBe('NotAuthorizedException');

    expect(
      (await put({ currentPassword: 'first-password', newPassword: 'second-password' }, keep)).statusCode,
    ).toBe(204);
    expect((await login(phone, 'first-password', freshIp())).statusCode).toBe(401);
    expect((await login(phone, 'second-password', freshIp())).statusCode).toBe(200);
    // The session that changed the password stays; the others end.
    expect((await refresh(keep)).statusCode).toBe(200);
    expect((await refresh(other)).statusCode).toBe(401);
  });
});

describe.each(testDatabases)('external tokens on %s', (kind) => {
  const issuer = 'https://mobile.linksight.example';
  const secret = 'external-secret-external-secret-0123456789';
  let t: TestApp;
  let app: FastifyInstance;
  let accountId: number;

  beforeAll(async () => {
    t = await buildTestApp(kind, {
      EXTERNAL_JWT_ISSUER: issuer,
      EXTERNAL_JWT_SECRET: secret,
      EXTERNAL_JWT_AUDIENCE: 'linksight',
    });
    // A second app on the same database with a probe route, as a later feature would use the plugin.
    app = await buildApp({ config: t.config, db: t.db, closeDbOnShutdown: false });
    app.get('/api/v1/probe', { config: { access: { kind: 'account' } } }, async (request) => request.account);
    await app.ready();
    const [row] = await t.db.db
      .insert(schema.accounts)
      .values({ username: 'mobileuser', phone: '+15550309999', accountGuid: randomUUID() })
      .returning({ id: schema.accounts.id });
    accountId = row!.id;
  });
  afterAll(async () => {
    await app.close();
    await closeTestApp(t);
  });

  const externalToken = (
    claims: { sub?: string; aud?: string; exp?: string | number; key?: string; iss?: string } = {},
  ) => {
    const jwt = new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(claims.iss ?? issuer)
      .setAudience(claims.aud ?? 'linksight')
      .setIssuedAt()
      .setExpirationTime(claims.exp ?? '1h');
    if (claims.sub !== '') jwt.setSubject(claims.sub ?? String(accountId));
    return jwt.sign(new TextEncoder().encode(claims.key ?? secret));
  };
  const probe = (token: string) =>
    app.inject({ method: 'GET', url: '/api/v1/probe', headers: { authorization: `Bearer ${token}` } });

  it('accepts a token of the external issuer and marks the request external', async () => {
    const res = await probe(await externalToken());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accountId, isExternal: true, sessionId: null });
    const meRes = await app.inject({
      method: 'GET',
      url: apiPaths.auth('me'),
      headers: { authorization: `Bearer ${await externalToken()}` },
    });
    expect(meRes.json().username).toBe('mobileuser');
  });

  it('rejects a bad external token with ExternalTokenExpired, so the client logs out instead of refreshing', async () => {
    const bad = [
      await externalToken({ exp: Math.floor(Date.now() / 1000) - 120 }),
      await externalToken({ key: 'wrong-secret-wrong-secret-wrong-secret-0000' }),
      await externalToken({ aud: 'someone-else' }),
      await externalToken({ sub: '999999' }),
      await externalToken({ sub: 'not-a-number' }),
      await externalToken({ sub: '' }),
    ];
    for (const token of bad) {
      const res = await probe(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'ExternalTokenExpired', message: 'Error External token expired' });
    }
  });

  it('keeps internal tokens internal', async () => {
    const session = await app.auth.sessions.issueSession(accountId);
    const sessionId = decodeJwt(session.accessToken).sid;
    expect((await probe(session.accessToken)).json()).toEqual({ accountId, isExternal: false, sessionId });
    // An unknown issuer is checked as one of ours, and fails as one of ours.
    const stranger = await externalToken({ iss: 'https://elsewhere.example' });
    expect((await probe(stranger)).json().code).toBe('TokenExpired');
  });
});

describe('JWT secret outside production', () => {
  it('is generated once under the data directory with mode 0600 and reused', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'linksight-secret-'));
    const first = await loadJwtSecret({ jwtSecret: null, dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect((await stat(path.join(dataDir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
    expect(await loadJwtSecret({ jwtSecret: null, dataDir })).toBe(first);
    // A configured JWT_SECRET wins.
    expect(await loadJwtSecret({ jwtSecret: 'configured', dataDir })).toBe('configured');
  });
});
