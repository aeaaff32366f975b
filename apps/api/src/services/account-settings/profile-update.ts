import type { FastifyInstance } from 'fastify';
import {
  CIRCLE_MESSAGES,
  circlePhoneOf,
  ErrorCode,
  normalizeProfileUpdate,
  PROFILE_MESSAGES,
  profileProblems,
  type CircleMember,
  type EditableProfileField,
  type PrivacySettings,
  type PrivacyUpdate,
  type ProfileSettings,
  type ProfileSettingsUpdate,
} from '@linksight/api-contract';
import { AppError } from '../../lib/errors';
import { createAccountSettingsRepository } from '../../repositories/account-settings';

const fieldError = (status: number, code: string, field: string, message: string) =>
  new AppError(status, code, message, { path: `$.${field}` });

/**
 * Applies a profile change in one transaction (ARCHITECTURE "Profile settings"): normalizes it, checks
 * the fields that differ from the stored ones with api-contract's rules (400 naming the first bad field),
 * refuses a username another account has in any letter case (409), writes and answers the stored profile.
 */
export async function updateProfile(
  app: FastifyInstance,
  accountId: number,
  update: ProfileSettingsUpdate,
): Promise<ProfileSettings> {
  return app.db.transaction(async (tx) => {
    const repo = createAccountSettingsRepository(tx);
    const stored = await repo.readProfile(accountId);
    if (!stored) throw AppError.notFound(`No player ${accountId}`);
    const change = normalizeProfileUpdate(update);
    const changed = (Object.keys(change) as EditableProfileField[]).filter(
      (field) => change[field] !== stored[field],
    );
    const merged = { ...stored, ...change };
    const [problem] = profileProblems(merged, changed);
    if (problem) throw fieldError(400, ErrorCode.validation, problem.field, problem.message);
    if (changed.includes('username') && (await repo.isUsernameTakenByOther(accountId, merged.username)))
      throw fieldError(409, ErrorCode.conflict, 'username', PROFILE_MESSAGES.usernameTaken);
    await repo.writeProfile(accountId, change);
    return (await repo.readProfile(accountId))!;
  });
}

export async function updatePrivacy(
  app: FastifyInstance,
  accountId: number,
  update: PrivacyUpdate,
): Promise<PrivacySettings> {
  const ids = (update.features ?? []).map((f) => f.featureId);
  if (new Set(ids).size !== ids.length)
    throw fieldError(400, ErrorCode.validation, 'features', 'Each feature may be listed once');
  return app.db.transaction(async (tx) => {
    const repo = createAccountSettingsRepository(tx);
    await repo.writePrivacy(accountId, update);
    return repo.readPrivacy(accountId);
  });
}

/** Adds a person by username or phone number (spec 2 §6: the circle has full access to the profile). */
export async function addCircleMember(
  app: FastifyInstance,
  accountId: number,
  member: string,
): Promise<CircleMember> {
  return app.db.transaction(async (tx) => {
    const repo = createAccountSettingsRepository(tx);
    const memberId = await repo.findMember(member.trim(), circlePhoneOf(member));
    if (memberId === null) throw fieldError(404, ErrorCode.notFound, 'member', CIRCLE_MESSAGES.notFound);
    if (memberId === accountId) throw fieldError(400, ErrorCode.validation, 'member', CIRCLE_MESSAGES.isSelf);
    if (!(await repo.addToCircle(accountId, memberId)))
      throw fieldError(409, ErrorCode.conflict, 'member', CIRCLE_MESSAGES.alreadyMember);
    const members = await repo.listCircle(accountId);
    return members.find((m) => m.accountId === memberId)!;
  });
}

export async function removeCircleMember(app: FastifyInstance, accountId: number, memberId: number) {
  const removed = await app.db.transaction((tx) =>
    createAccountSettingsRepository(tx).removeFromCircle(accountId, memberId),
  );
  if (!removed) throw AppError.notFound(CIRCLE_MESSAGES.notMember);
}
