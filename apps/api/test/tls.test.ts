import { readFileSync } from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from './pdf-tools';
import { buildTestApp, listenTestApp, requireWebBuild, type TestApp } from './helpers';

/**
 * Issue 23: with TLS_CERT_FILE and TLS_KEY_FILE the server speaks HTTP/2 (a phone then fetches a page's
 * script chunks over one connection instead of six at a time) and still HTTP/1.1 to clients that ask.
 * The certificate is a test-only self-signed one for localhost and 127.0.0.1 (fixtures/tls/README.md).
 */
const TLS_DIR = path.join(import.meta.dirname, 'fixtures/tls');
const CERT_FILE = path.join(TLS_DIR, 'localhost-cert.pem');
const KEY_FILE = path.join(TLS_DIR, 'localhost-key.pem');
const ca = readFileSync(CERT_FILE);

type Answer = { status: number; headers: Record<string, unknown>; body: Buffer };

function getOverHttp2(origin: string, pathname: string, headers: Record<string, string> = {}) {
  return new Promise<Answer & { protocol: string }>((resolve, reject) => {
    const session = http2.connect(origin, { ca });
    session.on('error', reject);
    const stream = session.request({ ':path': pathname, ...headers });
    const chunks: Buffer[] = [];
    let answerHeaders: Record<string, unknown> = {};
    stream.on('response', (h) => (answerHeaders = h));
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('error', reject);
    stream.on('end', () => {
      const protocol = session.alpnProtocol ?? '';
      session.close();
      resolve({
        status: Number(answerHeaders[':status']),
        headers: answerHeaders,
        body: Buffer.concat(chunks),
        protocol,
      });
    });
    stream.end();
  });
}

function getOverHttp1(origin: string, pathname: string) {
  return new Promise<Answer & { protocol: string }>((resolve, reject) => {
    const request = https.get(`${origin}${pathname}`, { ca, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          protocol: `HTTP/${res.httpVersion}`,
        }),
      );
    });
    request.on('error', reject);
  });
}

describe('HTTPS with HTTP/2 (TLS_CERT_FILE, TLS_KEY_FILE)', () => {
  let t: TestApp;
  let origin = '';
  const distDir = requireWebBuild();

  beforeAll(async () => {
    t = await buildTestApp(
      'pglite',
      { TLS_CERT_FILE: CERT_FILE, TLS_KEY_FILE: KEY_FILE, WEB_DIST_DIR: distDir },
      {
        beforeReady: (app) => {
          // A page the PDF service prints: proves the renderer reaches this server over TLS.
          app.get('/__tls-fixture', async (_request, reply) =>
            reply
              .header('content-security-policy', "default-src 'self'; script-src 'unsafe-inline'")
              .type('text/html')
              .send(
                '<!doctype html><html><body><h1>Printed over TLS</h1>' +
                  '<script>document.body.dataset.reportReady = "true"</script></body></html>',
              ),
          );
        },
      },
    );
    origin = (await listenTestApp(t)).replace('http://', 'https://');
  });
  afterAll(async () => t?.close());

  it('answers the API and the app over HTTP/2, compressed', async () => {
    expect(origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const health = await getOverHttp2(origin, '/api/health');
    expect(health.protocol).toBe('h2');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body.toString('utf8'))).toMatchObject({ status: 'ok' });

    const page = await getOverHttp2(origin, '/dashboard', { 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    const entry = /src="(\/assets\/index-[^"]+\.js)"/.exec(
      brotliDecompressSync(page.body).toString('utf8'),
    )?.[1];
    expect(entry).toBeDefined();
    const script = await getOverHttp2(origin, entry!, { 'accept-encoding': 'br, gzip' });
    expect(script.status).toBe(200);
    expect(script.headers['content-encoding']).toBe('br');
    // Security headers as over HTTP/1.1 (HSTS only when PUBLIC_BASE_URL is https).
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['strict-transport-security']).toBeUndefined();
  });

  it('still answers a client that speaks only HTTP/1.1 over TLS', async () => {
    const health = await getOverHttp1(origin, '/api/health');
    expect(health.protocol).toBe('HTTP/1.1');
    expect(health.status).toBe(200);
  });

  it('prints PDFs: the PDF service opens its own pages over TLS', async () => {
    const pdf = await t.app.pdf.render({ path: '/__tls-fixture', format: 'Letter' });
    expect(pdfText(pdf)).toContain('Printed over TLS');
  }, 60_000);
});
