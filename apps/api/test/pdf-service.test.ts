import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Type } from 'typebox';
import type { FastifyInstance } from 'fastify';
import { PdfQuerySchema } from '@linksight/api-contract';
import { typed } from '../src/lib/typebox';
import { access } from '../src/services/access/route-access';
import { sendPdf } from '../src/services/reports/report-pdf';
import { buildTestApp, listenTestApp, testDatabases, type TestApp } from './helpers';
import { pdfInfo, pdfText } from './pdf-tools';

/**
 * The PDF service (ARCHITECTURE §6, issue 15) with a real Chromium. The pages printed here are served by the
 * test app itself, so these tests exercise the browser pool, queue and relaunch on their own; the resume's
 * tests print the real report pages of the web build.
 */

const page = (body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>fixture</title></head><body>${body}</body></html>`;

/** Test-only pages and a PDF endpoint printing them. */
function addFixtures(app: FastifyInstance) {
  const t = typed(app);
  // The fixtures are inline pages: they get a policy of their own instead of the app's CSP (issue 22).
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/__pdf-fixture/'))
      reply.header('content-security-policy', "default-src 'self'; script-src 'unsafe-inline'");
  });
  t.get(
    '/__pdf-fixture/ready',
    { schema: { querystring: Type.Object({ text: Type.String(), delayMs: Type.Optional(Type.Integer()) }) } },
    async (request, reply) =>
      reply.type('text/html').send(
        page(`<h1 id="t"></h1><script>
          document.getElementById('t').textContent = ${JSON.stringify(request.query.text)};
          setTimeout(() => { document.body.dataset.reportReady = 'true'; }, ${request.query.delayMs ?? 0});
        </script>`),
      ),
  );
  t.get('/__pdf-fixture/error', async (_request, reply) =>
    reply
      .type('text/html')
      .send(
        page(
          `<script>document.body.dataset.reportError = 'the data call answered 403'; document.body.dataset.reportReady = 'error';</script>`,
        ),
      ),
  );
  t.get('/__pdf-fixture/never', async (_request, reply) =>
    reply.type('text/html').send(page('<p>never</p>')),
  );
  t.get(
    '/api/v1/test-pdf',
    {
      config: access.custom('test fixture'),
      schema: {
        querystring: Type.Object({
          ...PdfQuerySchema.properties,
          path: Type.String(),
          base64: Type.Optional(Type.Boolean()),
        }),
      },
    },
    async (request, reply) => {
      const bytes = await app.pdf.render({
        path: request.query.path,
        format: request.query.paper ?? 'Letter',
      });
      return sendPdf(reply, bytes, 'Zoë-Test.pdf', { asBase64: request.query.base64 === true });
    },
  );
}

const ready = (text: string, delayMs = 0) =>
  `/api/v1/test-pdf?path=${encodeURIComponent(`/__pdf-fixture/ready?text=${encodeURIComponent(text)}&delayMs=${delayMs}`)}`;

async function get(base: string, url: string) {
  const res = await fetch(`${base}${url}`);
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

describe.each(testDatabases)('PDF service on %s', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp(kind, { PDF_POOL_SIZE: '2' }, { beforeReady: addFixtures });
    base = await listenTestApp(t);
  });
  afterAll(async () => t?.close());

  it('prints a page as a real PDF, in Letter or A4, as bytes or base64', async () => {
    const letter = await get(base, ready('Linksight print check 4711'));
    expect(letter.status).toBe(200);
    expect(letter.headers.get('content-type')).toBe('application/pdf');
    expect(letter.headers.get('content-disposition')).toBe(
      `attachment; filename="Zo_-Test.pdf"; filename*=UTF-8''Zo%C3%AB-Test.pdf`,
    );
    expect(letter.body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(letter.body);
    expect(text).toContain('Linksight print check 4711');
    // The service's own footer: page numbers, no browser header (no URL, no title).
    expect(text).toContain('Page 1 of 1');
    expect(text).not.toContain('fixture');
    expect(text).not.toContain('127.0.0.1');
    expect(pdfInfo(letter.body)).toMatchObject({ pages: 1, widthPt: 612, heightPt: 792 });

    const a4 = await get(base, `${ready('A4 check')}&paper=A4`);
    // A4 is 595.28 pt wide; Chromium rounds the paper to hundredths of an inch (8.27 in = 595.44 pt).
    expect(Math.abs(pdfInfo(a4.body).widthPt - 595.5)).toBeLessThan(1);

    const b64 = await get(base, `${ready('base64 check')}&base64=true`);
    const data = (JSON.parse(b64.body.toString()) as { data: string }).data;
    expect(pdfText(Buffer.from(data, 'base64'))).toContain('base64 check');
  });

  it('starts a new browser when the old one was killed, and the next PDF succeeds', async () => {
    expect((await get(base, ready('before the kill'))).status).toBe(200);
    const { browserPid, launches } = t.app.pdf.stats();
    expect(browserPid).toBeTypeOf('number');
    process.kill(browserPid!, 'SIGKILL');
    const after = await get(base, ready('after the kill'));
    expect(after.status, after.body.toString().slice(0, 300)).toBe(200);
    expect(pdfText(after.body)).toContain('after the kill');
    expect(t.app.pdf.stats().launches).toBe(launches + 1);
    expect(t.app.pdf.stats().browserPid).not.toBe(browserPid);
  });

  it('fails fast with the page’s own message when the page declares an error', async () => {
    const started = Date.now();
    const res = await get(base, `/api/v1/test-pdf?path=${encodeURIComponent('/__pdf-fixture/error')}`);
    expect(res.status).toBe(500);
    expect(JSON.parse(res.body.toString())).toEqual({
      code: 'PDF_FAILED',
      message: 'The report page /__pdf-fixture/error failed: the data call answered 403',
    });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('keeps the rest of the app working while printing', async () => {
    const [pdf, health] = await Promise.all([get(base, ready('busy', 500)), get(base, '/api/health')]);
    expect(pdf.status).toBe(200);
    expect(health.status).toBe(200);
  });
});

describe('PDF service limits', () => {
  it('answers 503 with Retry-After when the queue is full, and never hangs', async () => {
    const t = await buildTestApp(
      'pglite',
      { PDF_POOL_SIZE: '1', PDF_QUEUE_MAX: '1' },
      { beforeReady: addFixtures },
    );
    try {
      const base = await listenTestApp(t);
      expect((await get(base, ready('warm'))).status).toBe(200);
      const results = await Promise.all([1, 2, 3].map((i) => get(base, ready(`slow ${i}`, 1500))));
      const refused = results.filter((r) => r.status === 503);
      expect(results.filter((r) => r.status === 200)).toHaveLength(2);
      expect(refused).toHaveLength(1);
      expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(JSON.parse(refused[0]!.body.toString())).toMatchObject({ code: 'PDF_BUSY' });
    } finally {
      await t.close();
    }
  });

  it('answers 503 with Retry-After when a request waited longer than the queue timeout', async () => {
    const t = await buildTestApp(
      'pglite',
      { PDF_POOL_SIZE: '1', PDF_QUEUE_MAX: '4', PDF_QUEUE_TIMEOUT_MS: '300' },
      { beforeReady: addFixtures },
    );
    try {
      const base = await listenTestApp(t);
      const [slow, waited] = await Promise.all([
        get(base, ready('slow', 2000)),
        new Promise((r) => setTimeout(r, 200)).then(() => get(base, ready('waits'))),
      ]);
      expect(slow.status).toBe(200);
      expect(waited.status).toBe(503);
      expect(waited.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await t.close();
    }
  });

  it('answers 504 when the page never declares itself ready', async () => {
    const t = await buildTestApp('pglite', { PDF_RENDER_TIMEOUT_MS: '1500' }, { beforeReady: addFixtures });
    try {
      const base = await listenTestApp(t);
      const res = await get(base, `/api/v1/test-pdf?path=${encodeURIComponent('/__pdf-fixture/never')}`);
      expect(res.status).toBe(504);
      expect(JSON.parse(res.body.toString())).toMatchObject({ code: 'PDF_FAILED' });
    } finally {
      await t.close();
    }
  });

  it('answers 503 naming CHROMIUM_PATH when there is no browser; the rest of the app works', async () => {
    const t = await buildTestApp(
      'pglite',
      { CHROMIUM_PATH: '/nonexistent/chromium' },
      { beforeReady: addFixtures },
    );
    try {
      const res = await t.app.inject({ method: 'GET', url: ready('no browser') });
      expect(res.statusCode).toBe(503);
      expect(Object.keys(res.json()).sort()).toEqual(['code', 'message']);
      expect(res.json().code).toBe('PDF_UNAVAILABLE');
      expect(res.json().message).toContain('CHROMIUM_PATH');
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('closes the browser with the app', async () => {
    const t = await buildTestApp('pglite', {}, { beforeReady: addFixtures });
    const base = await listenTestApp(t);
    expect((await get(base, ready('then close'))).status).toBe(200);
    const pid = t.app.pdf.stats().browserPid!;
    await t.close();
    await vi.waitFor(() => expect(() => process.kill(pid, 0)).toThrow(), { timeout: 5000 });
  });
});
