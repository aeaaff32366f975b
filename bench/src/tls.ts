import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The test-only self-signed certificate for localhost and 127.0.0.1 (its README says why it is public). */
const CERT_FILE = path.join(root, 'apps/api/test/fixtures/tls/localhost-cert.pem');
const KEY_FILE = path.join(root, 'apps/api/test/fixtures/tls/localhost-key.pem');

/** What makes the server speak HTTPS with HTTP/2 (README "Configuration"). */
export const TLS_SERVER_ENV = { TLS_CERT_FILE: CERT_FILE, TLS_KEY_FILE: KEY_FILE } as const;

export const benchCa = (): Buffer => readFileSync(CERT_FILE);

/** Chromium accepts this one certificate as if a public authority had signed it (no blanket exception). */
export function chromiumTrustsBenchCertificate(): string {
  const spki = new X509Certificate(benchCa()).publicKey.export({ type: 'spki', format: 'der' });
  return `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`;
}

type Answer = { status: number; ok: boolean; text: string };

/** A request from the bench to its own server: fetch over HTTP, node:https trusting `ca` over HTTPS. */
export function requestText(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ca: Buffer | null = null,
): Promise<Answer> {
  if (!url.startsWith('https:'))
    return fetch(url, init).then(async (r) => ({ status: r.status, ok: r.ok, text: await r.text() }));
  return new Promise((resolve, reject) => {
    const request = https.request(url, {
      method: init.method ?? 'GET',
      headers: init.headers,
      ca: ca ?? undefined,
      agent: false,
    });
    request.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        resolve({ status, ok: status >= 200 && status < 300, text });
      });
    });
    request.on('error', reject);
    request.end(init.body);
  });
}
