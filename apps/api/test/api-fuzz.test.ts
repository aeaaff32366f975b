import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { insertRounds } from '../src/repositories/rounds-writer';
import { buildTestApp, testDatabases, type TestApp } from './helpers';
import {
  apiOperations,
  bodySchemaOf,
  openApiDocument,
  sampleRequest,
  type ApiOperation,
  type NamedValues,
  type OpenApiDocument,
} from './openapi-requests';
import { closeQuietly, insertPeople, type People } from './player-fixtures';
import { insertFixtureCourse, makeRound } from './round-fixtures';

/**
 * Issue 22 "Also": every operation of the OpenAPI document with malformed path values (the ids that
 * answered 500 among them), query strings and bodies answers a 4xx `{ code, message }` or a success,
 * never a 5xx. Each malformed part is changed alone in an otherwise valid request, so it reaches as far
 * into the handler as it can.
 */

/** Path and query values: out-of-range and non-finite ids, odd numbers, encodings and long strings. */
const BAD_URL_VALUES = [
  '2147483648',
  '99999999999',
  '1e309',
  '-1e309',
  'Infinity',
  'NaN',
  '0',
  '-1',
  '1.5',
  '0x10',
  ' 1',
  '',
  'null',
  '%00',
  '%ff',
  '%F0%9F%8F%8C',
  '..%2F..%2Fetc%2Fpasswd',
  "1'%20OR%20'1'='1",
  'a'.repeat(300),
];

/** Values put in place of one body field. */
const BAD_FIELD_VALUES: unknown[] = [
  null,
  '',
  'x',
  'nul \u0000 inside',
  -1,
  0,
  1.5,
  2147483648,
  99999999999,
  1e308,
  -1e308,
  true,
  [],
  {},
  [null],
  'a'.repeat(10_000),
  { nested: { deeper: [1, 2, 3] } },
];

/** Whole bodies: not JSON, the wrong JSON, a number JSON cannot hold as a finite value. */
const BAD_RAW_BODIES: { payload: string; contentType: string }[] = [
  { payload: '{', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '[]', contentType: 'application/json' },
  { payload: '"text"', contentType: 'application/json' },
  { payload: '1e309', contentType: 'application/json' },
  { payload: '{"a":1e309}', contentType: 'application/json' },
  { payload: '{"__proto__":{"isAdmin":true}}', contentType: 'application/json' },
  { payload: '{}', contentType: 'text/plain' },
  { payload: '\u0000\u0001', contentType: 'application/octet-stream' },
  { payload: '{"a":' + '['.repeat(5000) + ']'.repeat(5000) + '}', contentType: 'application/json' },
];

type Fuzzed = { label: string; method: string; url: string; payload?: string; contentType?: string };

function withQuery(url: string, query: Record<string, string | string[]>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) for (const v of [value].flat()) search.append(name, v);
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

/** Every malformed variant of one operation, each built from the valid request with one part changed. */
function fuzzedRequests(op: ApiOperation, doc: OpenApiDocument, values: NamedValues): Fuzzed[] {
  const valid = sampleRequest(op, doc, values);
  const json = (payload: unknown) => (payload === undefined ? undefined : JSON.stringify(payload));
  const base = { method: op.method, payload: json(valid.payload), contentType: 'application/json' };
  const url = withQuery(valid.url, valid.query);
  const out: Fuzzed[] = [{ ...base, label: 'valid', url }];
  const pathNames = (op.operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
  for (const name of pathNames)
    for (const bad of BAD_URL_VALUES) {
      // Raw: the value goes into the URL as written (percent sequences included).
      const path = op.path.replace(/\{([^}]+)\}/g, (_, n: string) =>
        n === name ? bad : encodeURIComponent(String(valid.params[n])),
      );
      out.push({ ...base, label: `path ${name}=${bad.slice(0, 20)}`, url: withQuery(path, valid.query) });
    }
  const queryNames = (op.operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  for (const name of [...queryNames, 'unexpected'])
    for (const bad of [...BAD_URL_VALUES.map((v) => decodeSafely(v)), ['1', '2']]) {
      out.push({
        ...base,
        label: `query ${name}=${String(bad).slice(0, 20)}`,
        url: withQuery(valid.url, { ...valid.query, [name]: bad }),
      });
    }
  const body = bodySchemaOf(op, doc);
  if (body || op.method !== 'GET') {
    for (const raw of BAD_RAW_BODIES)
      out.push({ method: op.method, url, label: `body ${raw.payload.slice(0, 20)}`, ...raw });
    const fields = Object.keys(body?.properties ?? {});
    for (const field of [...fields, 'unexpectedField'])
      for (const bad of BAD_FIELD_VALUES)
        out.push({
          ...base,
          url,
          label: `body.${field}=${JSON.stringify(bad).slice(0, 20)}`,
          payload: JSON.stringify({ ...(valid.payload as object), [field]: bad }),
        });
    // Arbitrary JSON documents, reproducible (fixed seed).
    for (const [i, value] of fc.sample(fc.jsonValue({ maxDepth: 4 }), { seed: 22, numRuns: 15 }).entries())
      out.push({ ...base, url, label: `body json #${i}`, payload: JSON.stringify(value) });
  }
  return out;
}

function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The operations, read from the app itself before the tests are collected, so each is a test of its own
 * (a new endpoint is a new test).
 */
const OPERATION_KEYS: string[] = await (async () => {
  const probe = await buildTestApp('pglite');
  try {
    return apiOperations(probe.app).map((op) => `${op.method} ${op.route}`);
  } finally {
    await probe.close();
  }
})();

describe.each(testDatabases)('malformed requests to every operation on %s', (kind) => {
  let t: TestApp;
  let doc: OpenApiDocument;
  let ops: ApiOperation[];
  let ids: People;
  let values: NamedValues;
  let ipSeq = 0;

  beforeAll(async () => {
    t = await buildTestApp(kind, { RATE_LIMIT_PER_MINUTE: '1000000' });
    ({ ids } = await insertPeople(t));
    const { courseId, teeId } = await insertFixtureCourse(t);
    const round = makeRound(
      { id: 9701, accountId: ids.owner, playedAt: '2025-05-01T08:00:00.000Z', holeCount: 18, seed: 0 },
      courseId,
    );
    await t.db.db.transaction((tx) => insertRounds(tx, [round], { teeIdOf: () => teeId }));
    // PDF endpoints validate and authorise before they print; printing itself is the PDF tests' concern.
    vi.spyOn(t.app.pdf, 'render').mockResolvedValue(Buffer.from('%PDF-1.4'));
    values = {
      accountId: () => ids.owner,
      id: () => ids.owner,
      roundId: () => 9701,
      golfRoundId: () => 9701,
      golfRoundIds: () => [9701],
      roundIds: () => [9701],
      courseId: () => courseId,
      holeCount: () => 18,
      phoneNumber: () => '+15550880001',
    };
    doc = openApiDocument(t.app);
    ops = apiOperations(t.app);
  });
  afterAll(async () => closeQuietly(t));

  const send = (request: Fuzzed, token: string | null): Promise<LightMyRequestResponse> => {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (request.payload !== undefined) headers['content-type'] = request.contentType ?? 'application/json';
    return t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
      remoteAddress: `10.23.${Math.floor(++ipSeq / 250) % 250}.${ipSeq % 250}`,
    });
  };

  it('finds the operations in the document', () => {
    expect(ops.length).toBeGreaterThan(20);
    expect(ops.map((op) => `${op.method} ${op.route}`).sort()).toEqual([...OPERATION_KEYS].sort());
  });

  it.each(OPERATION_KEYS)(
    '%s never answers 5xx, and answers every error as { code, message }',
    async (key) => {
      const op = ops.find((o) => `${o.method} ${o.route}` === key)!;
      // A session of its own per operation: one of them is logout.
      const token = (await t.app.auth.sessions.issueSession(ids.owner)).accessToken;
      const problems: string[] = [];
      for (const request of fuzzedRequests(op, doc, values)) {
        // Anonymous too where the malformed part is what authorisation reads (the path's ids).
        for (const caller of request.label.startsWith('path') ? [token, null] : [token]) {
          const res = await send(request, caller);
          const where = `${request.label}${caller ? '' : ' (anonymous)'}`;
          if (res.statusCode >= 500) problems.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          else if (res.statusCode >= 400) {
            const body = String(res.headers['content-type'] ?? '').includes('json')
              ? res.json<Record<string, unknown>>()
              : null;
            if (!body || typeof body.code !== 'string' || typeof body.message !== 'string')
              problems.push(
                `${where}: ${res.statusCode} without { code, message }: ${res.body.slice(0, 100)}`,
              );
          }
        }
      }
      expect(problems).toEqual([]);
    },
  );
});
