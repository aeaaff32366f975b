import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { apiPaths } from '@linksight/api-contract';
import { buildApp } from '../src/app';
import { schema } from '../src/db/client';
import { AppError } from '../src/lib/errors';
import { createTwilioTransport } from '../src/services/sms/twilio';
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

type OutboxLine = { to: string; body: string; at: string };

async function readOutbox(file: string): Promise<OutboxLine[]> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine);
}

/** The code of the last text message sent to a number, read the way a person would. */
async function lastCodeFor(file: string, phone: string): Promise<string> {
  const mine = (await readOutbox(file)).filter((m) => m.to === phone);
  const code = /\b(\d{6})\b/.exec(mine.at(-1)?.body ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

/** A code that is surely not the one sent. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

let phoneSeq = 0;
/** A fresh number per test, outside the demo seed's range. */
const freshPhone = () => `+1555020${String(++phoneSeq).padStart(4, '0')}`;
let ipSeq = 0;
/** A fresh client address per test, so per-IP counters of one test never touch another. */
const freshIp = () => `10.0.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

describe.each(testDatabases)('phone code login on %s', (kind) => {
  let t: TestApp;
  let clockOffsetMs = 0;

  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => closeTestApp(t));
  afterEach(() => {
    vi.restoreAllMocks();
    clockOffsetMs = 0;
  });

  /** Moves the app's clock forward (codes, cooldowns and counters all read it). */
  const advance = (ms: number) => {
    clockOffsetMs += ms;
    vi.spyOn(t.app.clock, 'now').mockImplementation(() => new Date(Date.now() + clockOffsetMs));
  };

  const post = (url: string, payload: unknown, ip: string) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });

  async function insertAccount(phone: string) {
    const [row] = await t.db.db
      .insert(schema.accounts)
      .values({
        username: `u${phone.slice(1)}`,
        phone,
        accountGuid: randomUUID(),
        firstName: 'Test',
        lastName: 'Player',
      })
      .returning({ id: schema.accounts.id });
    return row!.id;
  }

  it('logs an existing account in with the code from the outbox file', async () => {
    const phone = freshPhone();
    const ip = freshIp();
    const accountId = await insertAccount(phone);

    const sent = await post(apiPaths.auth('send-code'), { phoneNumber: phone }, ip);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ challengeName: 'CUSTOM_CHALLENGE', resendAfterSeconds: 120 });

    const [message] = (await readOutbox(t.config.smsOutboxFile)).filter((m) => m.to === phone);
    expect(message?.body).toMatch(/^Your Linksight verification code is \d{6}\. It expires in 3 minutes\.$/);
    expect(new Date(message!.at).getTime()).toBeGreaterThan(Date.now() - MINUTE);
    const stored = await t.db.db.select().from(schema.smsOutbox).where(eq(schema.smsOutbox.to, phone));
    expect(stored).toHaveLength(1);

    const code = await lastCodeFor(t.config.smsOutboxFile, phone);
    // Only a keyed hash of the code is stored.
    const [challenge] = await t.db.db
      .select()
      .from(schema.otpChallenges)
      .where(eq(schema.otpChallenges.phone, phone));
    expect(challenge?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge?.codeHash).not.toContain(code);

    const verified = await post(apiPaths.auth('verify-code'), { phoneNumber: phone, code }, ip);
    expect(verified.statusCode).toBe(200);
    const session = verified.json();
    expect(session.account).toMatchObject({ accountId, firstName: 'Test', lastName: 'Player' });
    expect(session.accessToken.split('.')).toHaveLength(3);
    const cookie = verified.cookies.find((c) => c.name === 'ls_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth' });
    expect(cookie?.secure).toBeFalsy(); // Secure only in production
    expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);

    const me = await t.app.inject({
      method: 'GET',
      url: apiPaths.auth('me'),
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().accountId).toBe(accountId);

    // A code works once.
    const again = await post(apiPaths.auth('verify-code'), { phoneNumber: phone, code }, ip);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('ExpiredCodeException');
  });

  it('creates the account on the first verify of a sign-up, and logs the same account in later', async () => {
    const phone = freshPhone();
    const ip = freshIp();
    const sent = await post(apiPaths.auth('send-code'), { phoneNumber: phone }, ip);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().challengeName).toBe('CUSTOM_CHALLENGE');
    expect(await t.db.db.select().from(schema.accounts).where(eq(schema.accounts.phone, phone))).toHaveLength(
      0,
    );

    const first = await post(
      apiPaths.auth('verify-code'),
      { phoneNumber: phone, code: await lastCodeFor(t.config.smsOutboxFile, phone) },
      ip,
    );
    expect(first.statusCode).toBe(200);
    const account = first.json().account;
    // The username is derived from the number but does not reveal it.
    expect(account.username).toMatch(/^player-[0-9a-f]{8}$/);
    expect(account.username).not.toContain(phone.slice(-4));
    // A player's account: once named, search finds it (spec 1 §5 searchable profile types).
    const surname = `Newcomer${randomUUID().slice(0, 8)}`;
    await t.db.db
      .update(schema.accounts)
      .set({ firstName: 'Avery', lastName: surname })
      .where(eq(schema.accounts.id, account.accountId as number));
    const found = await t.app.inject({ method: 'GET', url: apiPaths.accountsSearch(surname) });
    expect(found.json().items.map((i: { accountId: number }) => i.accountId)).toEqual([account.accountId]);

    advance(121 * SECOND);
    expect((await post(apiPaths.auth('send-code'), { phoneNumber: phone }, ip)).statusCode).toBe(200);
    const second = await post(
      apiPaths.auth('verify-code'),
      { phoneNumber: phone, code: await lastCodeFor(t.config.smsOutboxFile, phone) },
      ip,
    );
    expect(second.statusCode).toBe(200);
    expect(second.json().account.accountId).toBe(account.accountId);
  });

  it('locks a code after three wrong tries, even for the right code', async () => {
    const phone = freshPhone();
    const ip = freshIp();
    await post(apiPaths.auth('send-code'), { phoneNumber: phone }, ip);
    const code = await lastCodeFor(t.config.smsOutboxFile, phone);
    const verify = (c: string) => post(apiPaths.auth('verify-code'), { phoneNumber: phone, code: c }, ip);

    for (let i = 0; i < 2; i += 1) {
      const wrong = await verify(wrongCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        code: 'CodeMismatchException',
        message: 'Invalid verification code. Please try again.',
      });
    }
    const third = await verify(wrongCode(code));
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('LimitExceededException');

    const right = await verify(code);
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('LimitExceededException');
  });

  it('refuses a code after its 3 minutes', async () => {
    const phone = freshPhone();
    const ip = freshIp();
    await post(apiPaths.auth('send-code'), { phoneNumber: phone }, ip);
    const code = await lastCodeFor(t.config.smsOutboxFile, phone);

    advance(3 * MINUTE + SECOND);
    const late = await post(apiPaths.auth('verify-code'), { phoneNumber: phone, code }, ip);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({
      code: 'ExpiredCodeException',
      message: 'Verification code has expired. Please request a new one.',
    });
  });

  it('still accepts a code just before its 3 minutes end', async () => {
    const phone = freshPhone();
    const ip = freshIp();
    await post(apiPaths.auth('send-code'), { phoneNumber: phone }, ip);
    advance(3 * MINUTE - 5 * SECOND);
    const code = await lastCodeFor(t.config.smsOutboxFile, phone);
    expect((await post(apiPaths.auth('verify-code'), { phoneNumber: phone, code }, ip)).statusCode).toBe(200);
  });

  it('refuses a resend before 120 s; after it a new code replaces the old one', async () => {
    const phone = freshPhone();
    const ip = freshIp();
    await post(apiPaths.auth('send-code'), { phoneNumber: phone }, ip);
    const oldCode = await lastCodeFor(t.config.smsOutboxFile, phone);

    advance(100 * SECOND);
    const early = await post(apiPaths.auth('resend-code'), { phoneNumber: phone }, ip);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({
      code: 'LimitExceededException',
      message: 'A new code can be requested in 20 seconds.',
    });

    // Pressing Continue again meanwhile answers the same challenge without another message.
    const repeated = await post(apiPaths.auth('send-code'), { phoneNumber: phone }, ip);
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json().resendAfterSeconds).toBe(20);
    expect((await readOutbox(t.config.smsOutboxFile)).filter((m) => m.to === phone)).toHaveLength(1);

    advance(21 * SECOND);
    const resent = await post(apiPaths.auth('resend-code'), { phoneNumber: phone }, ip);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ challengeName: 'CUSTOM_CHALLENGE', resendAfterSeconds: 120 });
    const newCode = await lastCodeFor(t.config.smsOutboxFile, phone);

    if (newCode !== oldCode) {
      const old = await post(apiPaths.auth('verify-code'), { phoneNumber: phone, code: oldCode }, ip);
      expect(old.statusCode).toBe(400);
      expect(old.json().code).toBe('CodeMismatchException');
    }
    expect(
      (await post(apiPaths.auth('verify-code'), { phoneNumber: phone, code: newCode }, ip)).statusCode,
    ).toBe(200);
  });

  it('sends at most 5 codes an hour to one number', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 5; i += 1) {
      const res = await post(apiPaths.auth('resend-code'), { phoneNumber: phone }, freshIp());
      expect(res.statusCode).toBe(200);
      advance(121 * SECOND);
    }
    const sixth = await post(apiPaths.auth('resend-code'), { phoneNumber: phone }, freshIp());
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      code: 'LimitExceededException',
      message: 'Too many attempts. Please try again later.',
    });
    expect((await readOutbox(t.config.smsOutboxFile)).filter((m) => m.to === phone)).toHaveLength(5);

    advance(60 * MINUTE);
    expect((await post(apiPaths.auth('resend-code'), { phoneNumber: phone }, freshIp())).statusCode).toBe(
      200,
    );
  });

  it('sends at most 20 codes an hour from one client address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) {
      expect((await post(apiPaths.auth('send-code'), { phoneNumber: freshPhone() }, ip)).statusCode).toBe(
        200,
      );
    }
    const blocked = await post(apiPaths.auth('send-code'), { phoneNumber: freshPhone() }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('LimitExceededException');
    // Another address is not affected.
    expect(
      (await post(apiPaths.auth('send-code'), { phoneNumber: freshPhone() }, freshIp())).statusCode,
    ).toBe(200);
  });

  it('stops a client address after 30 wrong codes an hour, across numbers', async () => {
    const ip = freshIp();
    for (let n = 0; n < 10; n += 1) {
      const phone = freshPhone();
      expect((await post(apiPaths.auth('send-code'), { phoneNumber: phone }, ip)).statusCode).toBe(200);
      const code = await lastCodeFor(t.config.smsOutboxFile, phone);
      for (let i = 0; i < 3; i += 1)
        await post(apiPaths.auth('verify-code'), { phoneNumber: phone, code: wrongCode(code) }, ip);
    }
    // A fresh number's right code is refused from that address, accepted from another.
    const phone = freshPhone();
    await post(apiPaths.auth('send-code'), { phoneNumber: phone }, freshIp());
    const code = await lastCodeFor(t.config.smsOutboxFile, phone);
    const blocked = await post(apiPaths.auth('verify-code'), { phoneNumber: phone, code }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('LimitExceededException');
    expect(
      (await post(apiPaths.auth('verify-code'), { phoneNumber: phone, code }, freshIp())).statusCode,
    ).toBe(200);
  });

  it('counts the limits in the database, so a second instance sees them', async () => {
    const other = await buildApp({ config: t.config, db: t.db, closeDbOnShutdown: false });
    try {
      const phone = freshPhone();
      const ip = freshIp();
      expect((await post(apiPaths.auth('send-code'), { phoneNumber: phone }, ip)).statusCode).toBe(200);
      const onOther = await other.inject({
        method: 'POST',
        url: apiPaths.auth('resend-code'),
        payload: { phoneNumber: phone },
        remoteAddress: ip,
      });
      expect(onOther.statusCode).toBe(429);
      // A code sent through one instance verifies on the other.
      const code = await lastCodeFor(t.config.smsOutboxFile, phone);
      const verified = await other.inject({
        method: 'POST',
        url: apiPaths.auth('verify-code'),
        payload: { phoneNumber: phone, code },
        remoteAddress: ip,
      });
      expect(verified.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('answers malformed input with a 4xx { code, message }, never a 5xx', async () => {
    const ip = freshIp();
    const phone = freshPhone();
    const badPhones = [
      '5550100001',
      '+0555010000',
      '+1555',
      '+1555010000123456',
      '+1 555 010 0001',
      '+1555abc0001',
      '',
      15550100001,
      null,
      ['+1'],
      { n: 1 },
    ];
    for (const phoneNumber of badPhones) {
      const res = await post(apiPaths.auth('send-code'), { phoneNumber }, ip);
      expect(res.statusCode, JSON.stringify(phoneNumber)).toBe(400);
      expect(res.json()).toEqual({
        code: 'InvalidParameterException',
        message: 'Invalid phone number format. Please try again.',
      });
    }
    const badCodes = ['12345', '1234567', '12a456', ' 12345', '１２３４５６', '', 12345, null];
    for (const code of badCodes) {
      const res = await post(apiPaths.auth('verify-code'), { phoneNumber: phone, code }, ip);
      expect(res.statusCode, JSON.stringify(code)).toBe(400);
      expect(res.json()).toEqual({
        code: 'InvalidParameterException',
        message: 'Invalid verification code format.',
      });
    }
    const missing = await post(apiPaths.auth('verify-code'), { phoneNumber: phone }, ip);
    expect(missing.json()).toEqual({
      code: 'InvalidParameterException',
      message: 'Invalid verification code format.',
    });
    const noPassword = await post(apiPaths.auth('login'), { phoneNumber: phone }, ip);
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toEqual({
      code: 'InvalidParameterException',
      message: 'Password is required.',
    });
    const hugePassword = await post(
      apiPaths.auth('login'),
      { phoneNumber: phone, password: 'x'.repeat(300) },
      ip,
    );
    expect(hugePassword.statusCode).toBe(400);
    expect(hugePassword.json().code).toBe('InvalidParameterException');
    const extra = await post(apiPaths.auth('send-code'), { phoneNumber: phone, admin: true }, ip);
    expect(extra.statusCode).toBe(400);
    expect(extra.json().code).toBe('InvalidParameterException');

    const raw = (url: string, payload: string, contentType = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': contentType },
        remoteAddress: ip,
      });
    const cases = [
      await raw(apiPaths.auth('send-code'), JSON.stringify({ phoneNumber: `+1${'5'.repeat(20_000)}` })),
      await raw(apiPaths.auth('verify-code'), '{"phoneNumber": "+15550200001", "code": '),
      await raw(apiPaths.auth('verify-code'), 'null'),
      await raw(apiPaths.auth('verify-code'), '[]'),
      await raw(apiPaths.auth('login'), 'phoneNumber=+15550200001', 'application/x-www-form-urlencoded'),
      await raw(apiPaths.auth('login'), '+15550200001', 'text/plain'),
      await t.app.inject({ method: 'POST', url: apiPaths.auth('send-code'), remoteAddress: ip }),
    ];
    expect(cases.map((r) => r.statusCode)).toEqual([413, 400, 400, 400, 415, 400, 400]);
    for (const res of cases) expect(Object.keys(res.json()).sort()).toEqual(['code', 'message']);
    expect(cases[2]!.json().code).toBe('InvalidParameterException');
    // Nothing was sent for any of it.
    expect((await readOutbox(t.config.smsOutboxFile)).filter((m) => m.to === phone)).toHaveLength(0);
  });
});

describe.each(testDatabases)('sign-up switched off on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { ALLOW_SIGNUP: 'false' });
  });
  afterAll(async () => closeTestApp(t));

  it('answers UserNotFoundException for an unknown number and sends nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.auth('send-code'),
      payload: { phoneNumber: '+15550209999' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'UserNotFoundException',
      message: 'Phone number not found. Please check and try again.',
    });
    expect(await readOutbox(t.config.smsOutboxFile)).toHaveLength(0);
  });

  it('counts unknown-number answers towards the per-address limit', async () => {
    const ip = '10.7.7.7';
    for (let i = 0; i < 20; i += 1) {
      const phoneNumber = `+1555040${String(i).padStart(4, '0')}`;
      const res = await t.app.inject({
        method: 'POST',
        url: apiPaths.auth('send-code'),
        payload: { phoneNumber },
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(404);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: apiPaths.auth('send-code'),
      payload: { phoneNumber: '+15550409999' },
      remoteAddress: ip,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('LimitExceededException');
  });

  it('still sends codes to existing accounts', async () => {
    await t.db.db
      .insert(schema.accounts)
      .values({ username: 'known', phone: '+15550209998', accountGuid: randomUUID() });
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.auth('send-code'),
      payload: { phoneNumber: '+15550209998' },
    });
    expect(res.statusCode).toBe(200);
    expect(await lastCodeFor(t.config.smsOutboxFile, '+15550209998')).toMatch(/^\d{6}$/);
  });
});

describe('Twilio transport', () => {
  let stub: FastifyInstance;
  let baseUrl: string;
  const received: { url: string; authorization: string | undefined; form: Record<string, string> }[] = [];
  let failNext = false;

  beforeAll(async () => {
    stub = Fastify();
    stub.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    stub.post('/2010-04-01/Accounts/:sid/Messages.json', async (request, reply) => {
      if (failNext) {
        failNext = false;
        return reply
          .status(400)
          .send({ code: 21211, message: "The 'To' number is not a valid phone number." });
      }
      received.push({
        url: request.url,
        authorization: request.headers.authorization,
        form: request.body as Record<string, string>,
      });
      return reply.status(201).send({ sid: 'SM123', status: 'queued' });
    });
    baseUrl = await stub.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => stub.close());

  it('posts the message to the Messages resource with basic auth', async () => {
    const sms = createTwilioTransport({
      accountSid: 'AC123',
      authToken: 'secret-token',
      from: '+15005550006',
      baseUrl,
      log: Fastify().log,
    });
    await sms.send({
      to: '+15550200001',
      body: 'Your Linksight verification code is 123456. It expires in 3 minutes.',
    });
    expect(received.at(-1)).toEqual({
      url: '/2010-04-01/Accounts/AC123/Messages.json',
      authorization: `Basic ${Buffer.from('AC123:secret-token').toString('base64')}`,
      form: {
        To: '+15550200001',
        From: '+15005550006',
        Body: 'Your Linksight verification code is 123456. It expires in 3 minutes.',
      },
    });
  });

  it('turns a refusal into a 503 AppError', async () => {
    const sms = createTwilioTransport({
      accountSid: 'AC123',
      authToken: 'secret-token',
      from: '+15005550006',
      baseUrl,
      log: Fastify().log,
    });
    failNext = true;
    const error = await sms.send({ to: '+1', body: 'x' }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(503);
  });

  it.each(testDatabases)('delivers codes through the app when SMS_TRANSPORT=twilio (%s)', async (kind) => {
    const t = await buildTestApp(kind, {
      SMS_TRANSPORT: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC999',
      TWILIO_AUTH_TOKEN: 'tok',
      TWILIO_FROM: '+15005550006',
      TWILIO_BASE_URL: baseUrl,
    });
    try {
      const phone = '+15550208888';
      failNext = true;
      const refused = await t.app.inject({
        method: 'POST',
        url: apiPaths.auth('send-code'),
        payload: { phoneNumber: phone },
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().code).toBe('SERVICE_UNAVAILABLE');

      // The failed message does not hold the cooldown: an immediate retry goes out.
      const sent = await t.app.inject({
        method: 'POST',
        url: apiPaths.auth('send-code'),
        payload: { phoneNumber: phone },
      });
      expect(sent.statusCode).toBe(200);
      const message = received.at(-1)!;
      expect(message.url).toBe('/2010-04-01/Accounts/AC999/Messages.json');
      expect(message.form.To).toBe(phone);
      const code = /(\d{6})/.exec(message.form.Body ?? '')![1]!;
      const verified = await t.app.inject({
        method: 'POST',
        url: apiPaths.auth('verify-code'),
        payload: { phoneNumber: phone, code },
      });
      expect(verified.statusCode).toBe(200);
      // The outbox file is not used.
      expect(await readOutbox(t.config.smsOutboxFile)).toHaveLength(0);
    } finally {
      await closeTestApp(t);
    }
  });
});
