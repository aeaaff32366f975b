import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { rememberBounded } from '../services/analytics/player-dataset';
import { preferredEncoding } from './accept-encoding';
import { sendSerialized } from './serialized-answer';

/** Brotli answers kept ready by ETag (course maps: ~10 KB each). */
const BROTLI_MEMO_SIZE = 200;
const brotliByEtag = new Map<string, Buffer>();
const brotli = promisify(brotliCompress);
const compressing = new Set<string>();

/**
 * Weak, because one validator covers the answer in every content encoding (RFC 9110 §8.8.1); the
 * content's hash, so it changes when the data does (a course posted again) without a version column.
 */
export function etagOf(json: string): string {
  return `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
}

/** RFC 9110 §13.1.2 If-None-Match: `*` or any listed validator, compared weakly. */
export function matchesIfNoneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return [header]
    .flat()
    .flatMap((h) => h.split(','))
    .some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/** Compresses `json` at brotli's best quality off the event loop and keeps it for the next request. */
function compressForLater(etag: string, json: string): void {
  if (compressing.has(etag)) return;
  compressing.add(etag);
  brotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })
    .then((body) => rememberBounded(brotliByEtag, etag, body, BROTLI_MEMO_SIZE))
    .catch(() => undefined) // the next request compresses per request again
    .finally(() => compressing.delete(etag));
}

/**
 * Sends data that rarely changes (issue 23, course data) so the browser keeps it: an ETag with
 * `Cache-Control: private, no-cache` (the browser asks again each time, the answer is 304 without a body
 * when nothing changed). Brotli at its best quality is a third smaller than per-request brotli but takes
 * 0.2–1 s for a course (measured): the first request goes out through @fastify/compress, while quality
 * 11 is made on the libuv thread pool and kept per ETag for every later one.
 */
export function sendRevalidated(request: FastifyRequest, reply: FastifyReply, json: string): FastifyReply {
  const etag = etagOf(json);
  reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  const ready = preferredEncoding(request) === 'br' ? brotliByEtag.get(etag) : undefined;
  if (ready === undefined) {
    compressForLater(etag, json);
    return sendSerialized(reply, json);
  }
  return reply.header('content-encoding', 'br').type('application/json; charset=utf-8').send(ready);
}
