import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { apiPaths, type PublicConfig } from '@linksight/api-contract';
import { schema } from '../src/db/client';
import { PUBLIC_CONFIG_ELEMENT_ID, withPublicConfig } from '../src/plugins/external/spa';
import { buildTestApp, requireWebBuild, testDatabases, type TestApp } from './helpers';
import { closeQuietly, insertPeople } from './player-fixtures';
import { insertFixtureCourse, insertFixtureRounds, makeRound } from './round-fixtures';

const decoded = (res: LightMyRequestResponse): Buffer => {
  const raw = res.rawPayload;
  if (res.headers['content-encoding'] === 'br') return brotliDecompressSync(raw);
  if (res.headers['content-encoding'] === 'gzip') return gunzipSync(raw);
  return raw;
};

// A green sampled every ~11 m along its edges (collinear points the map does not need), a pin and a
// centre line (not drawn), positions with more decimals than the map can show.
const GREEN_RING = [
  [-75, 40],
  [-74.9999, 40],
  [-74.9998, 40],
  [-74.9998, 40.0001],
  [-74.9998, 40.0002],
  [-75.000000049, 40.0002],
  [-75, 40],
];
const HOLE_LAYERS = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { kind: 'green', holeNumber: 1 },
      geometry: { type: 'Polygon', coordinates: [GREEN_RING] },
    },
    {
      type: 'Feature',
      properties: { kind: 'pin' },
      geometry: { type: 'Point', coordinates: [-75, 40.0001] },
    },
    {
      type: 'Feature',
      properties: { kind: 'centerline' },
      geometry: { type: 'LineString', coordinates: GREEN_RING.slice(0, 2) },
    },
  ],
};

/** Issue 23: what leaves the server is compressed, and course data is revalidated, not sent again. */
describe.each(testDatabases)('delivery on %s', (kind) => {
  let t: TestApp;
  const ids = { owner: 0, course: 0, otherCourse: 0 };
  let ownerToken = '';
  const distDir = requireWebBuild();

  beforeAll(async () => {
    t = await buildTestApp(kind, { WEB_DIST_DIR: distDir });
    const people = await insertPeople(t);
    ids.owner = people.ids.owner;
    ownerToken = people.tokens.owner;
    const { courseId, teeId } = await insertFixtureCourse(t);
    ids.course = courseId;
    ids.otherCourse = (await insertFixtureCourse(t)).courseId;
    await t.db.db
      .update(schema.courseHoles)
      .set({ geojson: HOLE_LAYERS })
      .where(and(eq(schema.courseHoles.courseId, courseId), eq(schema.courseHoles.holeNumber, 1)));
    await insertFixtureRounds(
      t,
      [1, 2, 3].map((n) =>
        makeRound(
          {
            id: 9700 + n,
            accountId: ids.owner,
            playedAt: `2025-05-0${n}T08:00:00.000Z`,
            holeCount: 18,
            seed: n,
          },
          courseId,
        ),
      ),
      teeId,
    );
  });
  afterAll(() => closeQuietly(t));

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${ownerToken}`, ...headers } });

  describe('built assets', () => {
    const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
    const entry = /<script[^>]+type="module"[^>]+src="([^"]+)"/.exec(html)![1]!;
    const file = readFileSync(path.join(distDir, entry));

    it('are sent precompressed: brotli when accepted, else gzip, else as they are', async () => {
      const br = await t.app.inject({
        method: 'GET',
        url: entry,
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['vary']).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.rawPayload.length).toBeLessThan(file.length / 2);
      expect(decoded(br).equals(file)).toBe(true);

      const gz = await t.app.inject({ method: 'GET', url: entry, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(decoded(gz).equals(file)).toBe(true);

      const plain = await t.app.inject({
        method: 'GET',
        url: entry,
        headers: { 'accept-encoding': 'identity' },
      });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.equals(file)).toBe(true);
    });

    it('index.html of a history route comes compressed too', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/dashboard',
        headers: { 'accept-encoding': 'br' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(decoded(res).toString()).toBe(withPublicConfig(html, (await get('/api/v1/config')).json()));
    });

    it('index.html carries the public configuration, the answer of GET /api/v1/config', async () => {
      const page = (await t.app.inject({ method: 'GET', url: '/' })).body;
      const block = new RegExp(
        `<script type="application/json" id="${PUBLIC_CONFIG_ELEMENT_ID}">(.*?)</script></head>`,
      ).exec(page);
      expect(block).not.toBeNull();
      expect(JSON.parse(block![1]!)).toEqual((await get('/api/v1/config')).json());
    });

    it('a configuration value cannot close the data block', () => {
      const config = { frontSiteUrl: 'https://example.com/</script><script>alert(1)</script>' };
      const page = withPublicConfig('<head></head>', config as unknown as PublicConfig);
      expect(page.match(/<\/script>/g)).toHaveLength(1);
      const json = /<script[^>]*>(.*)<\/script>/.exec(page)![1]!;
      expect(JSON.parse(json)).toEqual(config);
    });
  });

  describe('API answers', () => {
    it('are compressed above 1 KB and equal the uncompressed answer', async () => {
      const body = { golfRoundIds: [9701, 9702, 9703] };
      const call = (headers: Record<string, string>) =>
        t.app.inject({
          method: 'POST',
          url: apiPaths.players.holeCoordinates(ids.owner),
          payload: body,
          headers: { authorization: `Bearer ${ownerToken}`, ...headers },
        });
      const plain = await call({});
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      for (const encoding of ['br', 'gzip']) {
        const res = await call({ 'accept-encoding': encoding });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
        expect(JSON.parse(decoded(res).toString())).toEqual(plain.json());
      }
    });

    it('below 1 KB go out as they are', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'accept-encoding': 'br' },
      });
      expect(res.rawPayload.length).toBeLessThan(1024);
      expect(res.headers['content-encoding']).toBeUndefined();
    });
  });

  describe('course map', () => {
    const url = () => apiPaths.players.courseMap(ids.owner, ids.course);

    it('sends what the map draws: drawn kinds only, outlines simplified, 7 decimals', async () => {
      const res = await get(url());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        golfCourseId: ids.course,
        layers: {
          type: 'FeatureCollection',
          features: [
            {
              type: 'Feature',
              properties: { kind: 'green' },
              geometry: {
                type: 'Polygon',
                coordinates: [
                  [
                    [-75, 40],
                    [-74.9998, 40],
                    [-74.9998, 40.0002],
                    [-75, 40.0002],
                    [-75, 40],
                  ],
                ],
              },
            },
          ],
        },
      });
    });

    it('answers 304 to a matching If-None-Match, and the body again when it does not match', async () => {
      const first = await get(url(), { 'accept-encoding': 'br' });
      expect(first.headers['cache-control']).toBe('private, no-cache');
      // Brotli at its best quality is made after the first answer, and sent from then on.
      await vi.waitFor(async () =>
        expect((await get(url(), { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br'),
      );
      const etag = String(first.headers['etag']);
      expect(etag).toMatch(/^W\/".+"$/);
      // Browsers send the validator back as they got it; a list and the strong form match too.
      for (const ifNoneMatch of [etag, `W/"other", ${etag}`, etag.replace(/^W\//, '')]) {
        const again = await get(url(), { 'if-none-match': ifNoneMatch, 'accept-encoding': 'br' });
        expect(again.statusCode).toBe(304);
        expect(again.rawPayload.length).toBe(0);
        expect(again.headers['etag']).toBe(etag);
      }
      const stale = await get(url(), { 'if-none-match': 'W/"older"' });
      expect(stale.statusCode).toBe(200);
      expect(stale.json().golfCourseId).toBe(ids.course);
    });

    it('changes its ETag when the course is posted again with other geometry', async () => {
      const before = String((await get(url())).headers['etag']);
      await t.db.db
        .update(schema.courseHoles)
        .set({ geojson: { ...HOLE_LAYERS, features: HOLE_LAYERS.features.slice(1) } })
        .where(and(eq(schema.courseHoles.courseId, ids.course), eq(schema.courseHoles.holeNumber, 1)));
      try {
        const after = await get(url(), { 'if-none-match': before });
        expect(after.statusCode).toBe(200);
        expect(after.json().layers.features).toEqual([]);
        expect(after.headers['etag']).not.toBe(before);
      } finally {
        await t.db.db
          .update(schema.courseHoles)
          .set({ geojson: HOLE_LAYERS })
          .where(and(eq(schema.courseHoles.courseId, ids.course), eq(schema.courseHoles.holeNumber, 1)));
      }
    });

    it('is 404 for a course the player never played', async () => {
      const res = await get(apiPaths.players.courseMap(ids.owner, ids.otherCourse));
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBeTruthy();
    });
  });

  it('a course read (issue 20) answers 304 to its ETag', async () => {
    const first = await get(`/api/v1/courses/${ids.course}`);
    expect(first.statusCode).toBe(200);
    const again = await get(`/api/v1/courses/${ids.course}`, {
      'if-none-match': String(first.headers['etag']),
    });
    expect(again.statusCode).toBe(304);
  });
});
