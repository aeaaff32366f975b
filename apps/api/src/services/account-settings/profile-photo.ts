import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ErrorCode, PHOTO_MESSAGES, sniffPhotoType, type PhotoType } from '@linksight/api-contract';
import { AppError } from '../../lib/errors';
import { createAccountSettingsRepository } from '../../repositories/account-settings';

/** Uploaded photos live here under the media root; demo avatars elsewhere are shared and never deleted. */
export const UPLOADED_PHOTO_DIR = 'uploads/avatars';

const EXTENSIONS: Record<PhotoType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

async function removeUploaded(mediaDir: string, relativePath: string | null) {
  if (relativePath === null || !relativePath.startsWith(`${UPLOADED_PHOTO_DIR}/`)) return;
  await rm(path.join(mediaDir, relativePath), { force: true });
}

/**
 * Stores a new profile photo (ARCHITECTURE "Profile settings"): the type is read from the bytes, the file
 * gets a new random name (so a cached old photo is never served for the new one), the account points at
 * it in one transaction, and the replaced upload is deleted after the commit.
 */
export async function replaceProfilePhoto(
  app: FastifyInstance,
  mediaDir: string,
  accountId: number,
  body: unknown,
): Promise<void> {
  const bytes = Buffer.isBuffer(body) ? body : null;
  const type = bytes === null ? null : sniffPhotoType(bytes);
  if (bytes === null || type === null)
    throw new AppError(400, ErrorCode.validation, PHOTO_MESSAGES.notAnImage, { path: '$' });
  const relative = `${UPLOADED_PHOTO_DIR}/${accountId}-${randomBytes(8).toString('hex')}.${EXTENSIONS[type]}`;
  await mkdir(path.join(mediaDir, UPLOADED_PHOTO_DIR), { recursive: true });
  await writeFile(path.join(mediaDir, relative), bytes);
  let replaced: string | null;
  try {
    replaced = await app.db.transaction((tx) =>
      createAccountSettingsRepository(tx).replacePhoto(accountId, relative),
    );
  } catch (error) {
    await removeUploaded(mediaDir, relative);
    throw error;
  }
  await removeUploaded(mediaDir, replaced).catch((error: unknown) =>
    app.log.warn({ err: error, accountId }, 'profile photo: the replaced file could not be deleted'),
  );
}

export async function removeProfilePhoto(app: FastifyInstance, mediaDir: string, accountId: number) {
  const replaced = await app.db.transaction((tx) =>
    createAccountSettingsRepository(tx).replacePhoto(accountId, null),
  );
  await removeUploaded(mediaDir, replaced).catch((error: unknown) =>
    app.log.warn({ err: error, accountId }, 'profile photo: the removed file could not be deleted'),
  );
}
