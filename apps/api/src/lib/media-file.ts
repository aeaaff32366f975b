import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { AppError } from './errors';

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};

/**
 * Sends an image stored under the media root (a profile picture, an organisation logo), or a 404 the
 * client turns into its default image (spec 1 §7). A path that leaves the media root, an unknown
 * extension or a missing file all answer 404: never a broken page, never a file outside the folder.
 */
export async function sendMediaImage(
  reply: FastifyReply,
  mediaDir: string,
  relativePath: string | null,
  what: string,
  /**
   * Ask browsers to check again on every use (a profile photo a person just replaced must show at once);
   * the file name is the version, so an unchanged photo answers 304.
   */
  { isRevalidated = false }: { isRevalidated?: boolean } = {},
) {
  if (!relativePath) throw AppError.notFound(`No ${what}`);
  const root = path.resolve(mediaDir);
  const file = path.resolve(root, relativePath);
  const type = IMAGE_TYPES[path.extname(file).toLowerCase()];
  if (!file.startsWith(root + path.sep) || !type) throw AppError.notFound(`No ${what}`);
  if (isRevalidated) {
    const etag = `"${createHash('sha256').update(relativePath).digest('hex').slice(0, 24)}"`;
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (reply.request.headers['if-none-match'] === etag) return reply.status(304).send();
  } else reply.header('cache-control', 'public, max-age=3600');
  const bytes = await readFile(file).catch(() => null);
  if (!bytes) throw AppError.notFound(`No ${what}`);
  return reply.header('content-type', type).send(bytes);
}
