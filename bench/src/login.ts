import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';

/** Reads the newest code texted to `phone` from the SMS outbox file (JSON lines {to, body, at}). */
export async function lastCodeFor(outboxFile: string, phone: string): Promise<string> {
  const lines = (await readFile(outboxFile, 'utf8')).trim().split('\n').reverse();
  for (const line of lines) {
    const message = JSON.parse(line) as { to: string; body: string };
    const code = message.to === phone ? /\b(\d{6})\b/.exec(message.body)?.[1] : undefined;
    if (code) return code;
  }
  throw new Error(`no code for ${phone} in ${outboxFile}`);
}

/** The public one-time-code flow, as the SPA runs it: send, read the text, verify. */
export async function loginByCode(app: FastifyInstance, outboxFile: string, phone: string): Promise<string> {
  const sent = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/send-code',
    payload: { phoneNumber: phone },
  });
  if (sent.statusCode !== 200) throw new Error(`send-code ${sent.statusCode}: ${sent.body}`);
  const code = await lastCodeFor(outboxFile, phone);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/verify-code',
    payload: { phoneNumber: phone, code },
  });
  if (verified.statusCode !== 200) throw new Error(`verify-code ${verified.statusCode}: ${verified.body}`);
  return (verified.json() as { accessToken: string }).accessToken;
}

/**
 * One login per server and phone for the whole run: the benches that measure the same top player one
 * after another would otherwise ask for a second code within the resend wait (429).
 */
const httpTokens = new Map<string, Promise<string>>();

/** The same flow over HTTP, against a server in another process. */
export function loginByCodeHttp(baseUrl: string, outboxFile: string, phone: string): Promise<string> {
  const key = `${baseUrl} ${phone}`;
  let token = httpTokens.get(key);
  if (!token) {
    token = requestTokenByCodeHttp(baseUrl, outboxFile, phone);
    token.catch(() => httpTokens.delete(key));
    httpTokens.set(key, token);
  }
  return token;
}

async function requestTokenByCodeHttp(baseUrl: string, outboxFile: string, phone: string): Promise<string> {
  const post = (action: string, body: unknown) =>
    fetch(`${baseUrl}/api/v1/auth/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const sent = await post('send-code', { phoneNumber: phone });
  if (!sent.ok) throw new Error(`send-code ${sent.status}: ${await sent.text()}`);
  const code = await lastCodeFor(outboxFile, phone);
  const verified = await post('verify-code', { phoneNumber: phone, code });
  if (!verified.ok) throw new Error(`verify-code ${verified.status}: ${await verified.text()}`);
  return ((await verified.json()) as { accessToken: string }).accessToken;
}
