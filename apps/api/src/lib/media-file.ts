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
) {
  if (!relativePath) throw AppError.notFound(`No ${what}`);
  const root = path.resolve(mediaDir);
  const file = path.resolve(root, relativePath);
  const type = IMAGE_TYPES[path.extname(file).toLowerCase()];
  if (!file.startsWith(root + path.sep) || !type) throw AppError.notFound(`No ${what}`);
  const bytes = await readFile(file).catch(() => null);
  if (!bytes) throw AppError.notFound(`No ${what}`);
  return reply.header('content-type', type).header('cache-control', 'public, max-age=3600').send(bytes);
}
