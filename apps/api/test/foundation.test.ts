import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { schema } from '../src/db/client';
import { buildTestApp, testDatabases, type TestApp } from './helpers';

describe.each(testDatabases)('foundation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, {
      BODY_LIMIT_BYTES: '2048',
      MAP_SATELLITE_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.jpg',
      FRONT_SITE_URL: 'https://www.linksight.golf/',
    });
  });
  afterAll(async () => t.close());

  it('reports health with the database status', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.database).toMatchObject({ status: 'up', driver: kind });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('hands the web its satellite tile URL (spec 3 §2 shot map)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json().mapSatelliteTileUrl).toBe('https://tiles.example.com/{z}/{x}/{y}.jpg');
  });

  it('hands the web the front site its home page embeds (spec 1 §9)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(res.json().frontSiteUrl).toBe('https://www.linksight.golf/');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'No route for GET /api/v1/no-such-thing' });
  });

  it('answers schema violations with a 400 { code, message }', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/accounts/by-username/bad%20name!' });
    expect(res.statusCode).toBe(400);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(Object.keys(res.json()).sort()).toEqual(['code', 'message']);
  });

  it('rejects malformed JSON, wrong content types and oversize bodies, and keeps running', async () => {
    // A POST route with a body schema, on an app built exactly like the server's.
    const app = await buildApp({ config: t.config, db: t.db, closeDbOnShutdown: false });
    app.post(
      '/api/echo',
      {
        config: { access: { kind: 'public' } },
        schema: { body: { type: 'object', properties: { x: { type: 'string' } }, required: ['x'] } },
      },
      async (req) => req.body,
    );
    const post = (payload: string, contentType = 'application/json') =>
      app.inject({ method: 'POST', url: '/api/echo', headers: { 'content-type': contentType }, payload });

    const ok = await post('{"x":"y"}');
    expect(ok.statusCode).toBe(200);

    const malformed = await post('{"a":');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ code: 'BAD_REQUEST', message: 'Malformed JSON body' });

    const invalid = await post('{"x":{"nested":true}}');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe('VALIDATION_ERROR');

    const wrongType = await post('x', 'application/x-unknown');
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const huge = await post(JSON.stringify({ x: 'y'.repeat(10_000) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');

    const after = await app.inject({ method: 'GET', url: '/api/health' });
    expect(after.statusCode).toBe(200);
    await app.close();
  });

  it('hides internal messages on 5xx', async () => {
    // A route that throws an internal error, on an app built exactly like the server's.
    const app = await buildApp({ config: t.config, db: t.db, closeDbOnShutdown: false });
    app.get('/api/boom', { config: { access: { kind: 'public' } } }, async () => {
      throw new Error('secret connection string postgres://user:pw@host');
    });
    const boom = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(boom.body).not.toContain('secret');
    await app.close();
  });

  it('has applied every migration (all tables exist)', async () => {
    const rows = await t.db.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = (rows as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
    for (const table of [
      'accounts',
      'organizations',
      'courses',
      'course_holes',
      'rounds',
      'round_holes',
      'shots',
      'hole_stats',
      'tournaments',
      'schedule_entries',
      'media',
      'news_items',
      'resume_settings',
      'report_snapshots',
      'otp_challenges',
      'refresh_tokens',
    ]) {
      expect(names).toContain(table);
    }
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/health');
    expect(Object.keys(doc.paths)).toContain('/api/v1/accounts/by-username/{username}');
    // Every route that takes a token says so, from its declared access (Swagger sends the bearer then).
    const editors = doc.paths['/api/v1/players/{accountId}/schedule/editors'].get;
    expect(editors.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/v1/reports/snapshots/{hash}'].get.security).toEqual([{ bearerAuth: [] }, {}]);
    expect(doc.paths['/api/health'].get.security).toBeUndefined();
  });
});

describe('SPA serving', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = path.join(process.cwd(), 'node_modules', '.cache', `spa-${Date.now()}`);
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>Linksight</title></head><body><div id="root"></div></body></html>',
    );
    await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await buildTestApp('pglite', { WEB_DIST_DIR: dist });
  });
  afterAll(async () => t.close());

  it('falls back to index.html for history routes without a file extension', async () => {
    for (const url of [
      '/',
      '/dashboard',
      '/player/wes.haugen/summary',
      '/wes.haugen',
      '/golf/search?type=account',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache and 404s unknown files', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const url of ['/assets/missing.js', '/favicon-missing.png', '/missing.webmanifest']) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
    }
  });

  it('names the organisation of a host-mapped host in index.html (spec 1 §2.4)', async () => {
    const [org] = await t.db.db
      .insert(schema.organizations)
      .values({ name: 'Pinecrest Academy', short: 'pinecrest', kind: 'academy' })
      .returning({ id: schema.organizations.id });
    await t.db.db
      .insert(schema.hostMappings)
      .values({ host: 'golf.pinecrest.example', organizationId: org!.id });
    const mapped = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'golf.pinecrest.example:3000' },
    });
    expect(mapped.body).toContain('<meta name="linksight-host-organization" content="pinecrest">');
    const other = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost:3000' } });
    expect(other.body).not.toContain('linksight-host-organization');
  });

  it('never answers unknown /api paths with the SPA', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});
