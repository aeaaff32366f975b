import type { FastifyInstance } from 'fastify';
import {
  ApiErrorSchema,
  CircleAddSchema,
  CircleMemberParamsSchema,
  CircleMemberSchema,
  CircleSchema,
  PHOTO_MAX_BYTES,
  PrivacySettingsSchema,
  PrivacyUpdateSchema,
  ProfilePhotoSchema,
  ProfileSettingsSchema,
  ProfileSettingsUpdateSchema,
  SettingsParamsSchema,
} from '@linksight/api-contract';
import { AppError } from '../../../lib/errors';
import { typed } from '../../../lib/typebox';
import { accountImageUrl } from '../../../repositories/accounts';
import { createAccountSettingsRepository } from '../../../repositories/account-settings';
import { access } from '../../../services/access/route-access';
import { removeProfilePhoto, replaceProfilePhoto } from '../../../services/account-settings/profile-photo';
import {
  addCircleMember,
  removeCircleMember,
  updatePrivacy,
  updateProfile,
} from '../../../services/account-settings/profile-update';

const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, ApiErrorSchema])) as Record<
    number,
    typeof ApiErrorSchema
  >;
const SECURITY = [{ bearerAuth: [] }];
const TAGS = ['account settings'];

/**
 * Profile settings (ARCHITECTURE "Profile settings"; the spec has no settings screen): the player's profile,
 * photo, privacy (spec 2 §6) and circle. `owner` access: the player themself or a product manager; access
 * tokens may not call them (settings are changed in the app).
 */
export default async function accountSettingsRoutes(fastify: FastifyInstance, opts: { mediaDir: string }) {
  const app = typed(fastify);
  const repo = createAccountSettingsRepository(app.db);

  // The photo is sent as the file's bytes; any image/* or octet-stream type is read, then sniffed.
  for (const type of [/^image\//, 'application/octet-stream'])
    fastify.addContentTypeParser(
      type,
      { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );

  app.get(
    '/api/v1/players/:accountId/settings/profile',
    {
      config: access.owner(),
      schema: {
        tags: TAGS,
        summary: 'The profile as the settings page edits it',
        security: SECURITY,
        params: SettingsParamsSchema,
        response: { 200: ProfileSettingsSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const profile = await repo.readProfile(request.params.accountId);
      if (!profile) throw AppError.notFound(`No player ${request.params.accountId}`);
      return profile;
    },
  );

  app.put(
    '/api/v1/players/:accountId/settings/profile',
    {
      config: access.owner(),
      schema: {
        tags: TAGS,
        summary: 'Change profile fields (only the fields sent change)',
        description:
          'Text is trimmed and empty text clears a field; the website gets https:// when it has no scheme and needs a dotted host (mysite.com, not mysite). A bad field answers 400 with `path` naming it; a username another account has in any letter case answers 409. The profile URL (/player/{username}) follows the username.',
        security: SECURITY,
        params: SettingsParamsSchema,
        body: ProfileSettingsUpdateSchema,
        response: { 200: ProfileSettingsSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateProfile(app, request.params.accountId, request.body),
  );

  app.put(
    '/api/v1/players/:accountId/settings/photo',
    {
      config: access.owner(),
      bodyLimit: PHOTO_MAX_BYTES,
      schema: {
        tags: TAGS,
        summary: 'Upload a new profile photo (the file bytes as the body)',
        description: `JPEG, PNG or WebP, at most ${PHOTO_MAX_BYTES / 1024 / 1024} MB, sent with Content-Type image/* or application/octet-stream. The type is read from the bytes, never trusted from a name or header; anything else answers 400, a larger file 413.`,
        security: SECURITY,
        params: SettingsParamsSchema,
        response: { 200: ProfilePhotoSchema, ...errors(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      await replaceProfilePhoto(app, opts.mediaDir, request.params.accountId, request.body);
      return { imgUrl: accountImageUrl(request.params.accountId) };
    },
  );

  app.delete(
    '/api/v1/players/:accountId/settings/photo',
    {
      config: access.owner(),
      schema: {
        tags: TAGS,
        summary: 'Remove the profile photo (the profile shows the default image)',
        security: SECURITY,
        params: SettingsParamsSchema,
        response: { 204: { type: 'null' }, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeProfilePhoto(app, opts.mediaDir, request.params.accountId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/players/:accountId/settings/privacy',
    {
      config: access.owner(),
      schema: {
        tags: TAGS,
        summary: 'What visitors may see: the website and each profile feature (spec 2 §6)',
        security: SECURITY,
        params: SettingsParamsSchema,
        response: { 200: PrivacySettingsSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => repo.readPrivacy(request.params.accountId),
  );

  app.put(
    '/api/v1/players/:accountId/settings/privacy',
    {
      config: access.owner(),
      schema: {
        tags: TAGS,
        summary: 'Open or close the website and features to visitors (only what is sent changes)',
        description:
          'isWebsitePublic sets feature 88 and allowPublicSite together; each feature gets an explicit public or private setting. Visitors see the change on their next request.',
        security: SECURITY,
        params: SettingsParamsSchema,
        body: PrivacyUpdateSchema,
        response: { 200: PrivacySettingsSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => updatePrivacy(app, request.params.accountId, request.body),
  );

  app.get(
    '/api/v1/players/:accountId/settings/circle',
    {
      config: access.owner(),
      schema: {
        tags: TAGS,
        summary: "The player's circle: people with full access to the profile (spec 2 §6)",
        security: SECURITY,
        params: SettingsParamsSchema,
        response: { 200: CircleSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({ members: await repo.listCircle(request.params.accountId) }),
  );

  app.post(
    '/api/v1/players/:accountId/settings/circle',
    {
      config: access.owner(),
      schema: {
        tags: TAGS,
        summary: 'Add a person to the circle by username or phone number',
        description:
          'A username (any letter case) is tried first, then the text as a phone number. 404: no such account; 409: already a member.',
        security: SECURITY,
        params: SettingsParamsSchema,
        body: CircleAddSchema,
        response: { 201: CircleMemberSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addCircleMember(app, request.params.accountId, request.body.member)),
  );

  app.delete(
    '/api/v1/players/:accountId/settings/circle/:memberId',
    {
      config: access.owner(),
      schema: {
        tags: TAGS,
        summary: 'Remove a person from the circle (they lose full access at once)',
        security: SECURITY,
        params: CircleMemberParamsSchema,
        response: { 204: { type: 'null' }, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeCircleMember(app, request.params.accountId, request.params.memberId);
      return reply.status(204).send(null);
    },
  );
}
