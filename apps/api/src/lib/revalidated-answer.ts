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

/**
 * Sends data that rarely changes (issue 23, course data) so the browser keeps it: an ETag with
 * `Cache-Control: private, no-cache` (the browser asks again each time, the answer is 304 without a body
 * when nothing changed), and the brotli encoding at its best quality compressed once per ETag, on the
 * libuv thread pool (quality 11 takes tens of milliseconds: not on the event loop).
 */
export async function sendRevalidated(
  request: FastifyRequest,
  reply: FastifyReply,
  json: string,
): Promise<FastifyReply> {
  const etag = etagOf(json);
  reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  if (preferredEncoding(request) !== 'br') return sendSerialized(reply, json);
  const body =
    brotliByEtag.get(etag) ??
    rememberBounded(
      brotliByEtag,
      etag,
      await brotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
      BROTLI_MEMO_SIZE,
    );
  return reply.header('content-encoding', 'br').type('application/json; charset=utf-8').send(body);
}
