import { Type, type Static, type TSchema } from 'typebox';
import { externalHref, isIsoDay, isWebAddress, PROFILE_FEATURE_IDS } from '@linksight/golf-core';
import { IdSchema, MAX_DB_ID } from './common';
import { STATIC_FILE_EXTENSION } from './paths';

/*
 * Profile settings (ARCHITECTURE "Profile settings"): the spec has no settings screen (the original product
 * edited the profile in its mobile app), so these rules and messages are ours. One implementation: the API
 * answers 400 with these messages and the settings page shows the same ones before it sends.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const PROFILE_LIMITS = {
  nameMaxLength: 50,
  usernameMinLength: 3,
  usernameMaxLength: 30,
  aboutMaxLength: 2000,
  schoolMaxLength: 100,
  websiteMaxLength: 300,
  gpaMin: 0,
  gpaMax: 5,
  ncaaMaxDigits: 12,
  ghinMaxDigits: 10,
  /** 3 ft to 8 ft. */
  heightInchesMin: 36,
  heightInchesMax: 96,
  weightLbsMin: 50,
  weightLbsMax: 500,
} as const;

/** The characters of a username (ARCHITECTURE §HTTP: usernames and short names are `[A-Za-z0-9._-]`). */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

/**
 * First path segments of the app's own pages: a profile at the root (custom-URL mode, spec 1 §2.3) with
 * one of these names could never be reached.
 */
export const RESERVED_USERNAMES: readonly string[] = [
  'account',
  'api',
  'assets',
  'auth',
  'cgr',
  'dashboard',
  'experimental',
  'golf',
  'media',
  'org',
  'payment',
  'player',
  'store-redirect',
];

export const PROFILE_MESSAGES = {
  firstNameRequired: 'Enter your first name',
  nameTooLong: `At most ${PROFILE_LIMITS.nameMaxLength} characters`,
  usernameLength: `A username has ${PROFILE_LIMITS.usernameMinLength} to ${PROFILE_LIMITS.usernameMaxLength} characters`,
  usernameCharacters: 'Use only letters, digits, dots (.), hyphens (-) and underscores (_)',
  usernameEdges: 'A username starts and ends with a letter or a digit',
  usernameReserved: 'This username is reserved for a page of the site',
  usernameTaken: 'This username is taken',
  aboutTooLong: `At most ${PROFILE_LIMITS.aboutMaxLength} characters`,
  schoolTooLong: `At most ${PROFILE_LIMITS.schoolMaxLength} characters`,
  dateInvalid: 'Enter a calendar date',
  graduationBeforeStart: 'The graduation date must be after the start date',
  gpaRange: `A GPA is a number from ${PROFILE_LIMITS.gpaMin} to ${PROFILE_LIMITS.gpaMax}`,
  ncaaDigits: `Digits only, at most ${PROFILE_LIMITS.ncaaMaxDigits}`,
  ghinDigits: `Digits only, at most ${PROFILE_LIMITS.ghinMaxDigits}`,
  heightRange: 'Enter a height from 3 ft to 8 ft (91 to 244 cm)',
  // The form's inches beside its feet (the API stores the whole height in inches).
  heightInchesPart: 'Inches are a whole number from 0 to 11',
  weightRange: 'Enter a weight from 50 to 500 lb (23 to 227 kg)',
  // One line at 375 px, as the field's hint is: a taller message appearing on blur moved Save from under
  // the finger that was tapping it.
  websiteInvalid: 'Enter a web address, such as mysite.com',
  websiteTooLong: `At most ${PROFILE_LIMITS.websiteMaxLength} characters`,
} as const;

/** What the settings page edits. Text fields are null when empty; dates are `YYYY-MM-DD`. */
export const EditableProfileSchema = Type.Object({
  firstName: Type.String({ maxLength: 200, examples: ['Jordan'] }),
  lastName: Type.String({ maxLength: 200, examples: ['Lee'] }),
  username: Type.String({ maxLength: 64, examples: ['jordan.lee'] }),
  about: Nullable(Type.String({ maxLength: 5000, examples: ['Junior golfer from Ohio.'] })),
  highSchoolName: Nullable(Type.String({ maxLength: 400, examples: ['Dublin Jerome High School'] })),
  highSchoolGraduationDate: Nullable(Type.String({ maxLength: 10, examples: ['2027-06-01'] })),
  highSchoolGpa: Nullable(Type.Number({ examples: [3.8] })),
  collegeName: Nullable(Type.String({ maxLength: 400, examples: ['Ohio State University'] })),
  collegeStartDate: Nullable(Type.String({ maxLength: 10, examples: ['2027-08-20'] })),
  collegeGraduationDate: Nullable(Type.String({ maxLength: 10, examples: ['2031-05-10'] })),
  collegeGpa: Nullable(Type.Number({ examples: [3.5] })),
  ncaaNumber: Nullable(Type.String({ maxLength: 40, examples: ['2012345678'] })),
  ghinNumber: Nullable(Type.String({ maxLength: 40, examples: ['1234567'] })),
  heightInches: Nullable(Type.Integer({ examples: [70] })),
  weightLbs: Nullable(Type.Integer({ examples: [165] })),
  websiteLink: Nullable(Type.String({ maxLength: 1000, examples: ['https://jordanlee.golf'] })),
  /** Metric units (metres, centimetres, kilograms) instead of yards, feet, inches and pounds. */
  prefersMetric: Type.Boolean(),
  /** The hole count the player's own views start on (spec 2 §9: 9 or 18). */
  defaultHoleCount: Type.Union([Type.Literal(9), Type.Literal(18)]),
});
export type EditableProfile = Static<typeof EditableProfileSchema>;
export type EditableProfileField = keyof EditableProfile;

/** The profile as the settings page reads it: the editable fields and the photo. */
export const ProfileSettingsSchema = Type.Object(
  {
    accountId: Type.Integer(),
    ...EditableProfileSchema.properties,
    /** `/api/v1/accounts/{id}/image`, or null without a photo. */
    imgUrl: Nullable(Type.String()),
  },
  { $id: 'ProfileSettings' },
);
export type ProfileSettings = Static<typeof ProfileSettingsSchema>;

/** A change: only the fields sent change (an empty body changes nothing). */
export const ProfileSettingsUpdateSchema = Type.Partial(EditableProfileSchema, {
  $id: 'ProfileSettingsUpdate',
  additionalProperties: false,
});
export type ProfileSettingsUpdate = Static<typeof ProfileSettingsUpdateSchema>;

/** One field's problem: the field (the API also sends it as `path: "$.field"`) and the message. */
export type FieldProblem = { field: EditableProfileField; message: string };

const trimmedOrNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** The stored form of a change: text trimmed, empty text null, the website with its https:// prefix. */
export function normalizeProfileUpdate(update: ProfileSettingsUpdate): ProfileSettingsUpdate {
  const out: ProfileSettingsUpdate = { ...update };
  for (const key of ['firstName', 'lastName', 'username'] as const)
    if (out[key] !== undefined) out[key] = out[key].trim();
  for (const key of [
    'about',
    'highSchoolName',
    'highSchoolGraduationDate',
    'collegeName',
    'collegeStartDate',
    'collegeGraduationDate',
    'ncaaNumber',
    'ghinNumber',
  ] as const)
    if (out[key] !== undefined) out[key] = trimmedOrNull(out[key]);
  if (out.websiteLink !== undefined) {
    const link = trimmedOrNull(out.websiteLink);
    out.websiteLink = link === null ? null : (externalHref(link) ?? link);
  }
  return out;
}

/** Profile websites follow golf-core's web address rule (shared with tournament links). */
export { isWebAddress };

/** Why a username cannot be chosen (the 409 for a taken one is the API's), or null. */
export function usernameProblem(username: string): string | null {
  const { usernameMinLength: min, usernameMaxLength: max } = PROFILE_LIMITS;
  if (username.length < min || username.length > max) return PROFILE_MESSAGES.usernameLength;
  if (!USERNAME_PATTERN.test(username)) return PROFILE_MESSAGES.usernameCharacters;
  if (!/^[A-Za-z0-9].*[A-Za-z0-9]$/.test(username)) return PROFILE_MESSAGES.usernameEdges;
  // A name ending like a file (".png") would be served as a missing static file (ARCHITECTURE §HTTP).
  if (RESERVED_USERNAMES.includes(username.toLowerCase()) || STATIC_FILE_EXTENSION.test(username))
    return PROFILE_MESSAGES.usernameReserved;
  return null;
}

const isGpa = (gpa: number) => gpa >= PROFILE_LIMITS.gpaMin && gpa <= PROFILE_LIMITS.gpaMax;
const digitsUpTo = (max: number) => new RegExp(`^[0-9]{1,${max}}$`);

type Check = (p: EditableProfile) => string | null;

/** One check per field, on the stored (normalized) values. */
const CHECKS: Partial<Record<EditableProfileField, Check>> = {
  firstName: (p) =>
    p.firstName === ''
      ? PROFILE_MESSAGES.firstNameRequired
      : p.firstName.length > PROFILE_LIMITS.nameMaxLength
        ? PROFILE_MESSAGES.nameTooLong
        : null,
  lastName: (p) => (p.lastName.length > PROFILE_LIMITS.nameMaxLength ? PROFILE_MESSAGES.nameTooLong : null),
  username: (p) => usernameProblem(p.username),
  about: (p) =>
    (p.about ?? '').length > PROFILE_LIMITS.aboutMaxLength ? PROFILE_MESSAGES.aboutTooLong : null,
  highSchoolName: (p) =>
    (p.highSchoolName ?? '').length > PROFILE_LIMITS.schoolMaxLength ? PROFILE_MESSAGES.schoolTooLong : null,
  collegeName: (p) =>
    (p.collegeName ?? '').length > PROFILE_LIMITS.schoolMaxLength ? PROFILE_MESSAGES.schoolTooLong : null,
  highSchoolGraduationDate: (p) => dateProblem(p.highSchoolGraduationDate),
  collegeStartDate: (p) => dateProblem(p.collegeStartDate),
  collegeGraduationDate: (p) =>
    dateProblem(p.collegeGraduationDate) ??
    (p.collegeStartDate !== null &&
    p.collegeGraduationDate !== null &&
    isIsoDay(p.collegeStartDate) &&
    p.collegeGraduationDate <= p.collegeStartDate
      ? PROFILE_MESSAGES.graduationBeforeStart
      : null),
  highSchoolGpa: (p) =>
    p.highSchoolGpa === null || isGpa(p.highSchoolGpa) ? null : PROFILE_MESSAGES.gpaRange,
  collegeGpa: (p) => (p.collegeGpa === null || isGpa(p.collegeGpa) ? null : PROFILE_MESSAGES.gpaRange),
  ncaaNumber: (p) =>
    p.ncaaNumber === null || digitsUpTo(PROFILE_LIMITS.ncaaMaxDigits).test(p.ncaaNumber)
      ? null
      : PROFILE_MESSAGES.ncaaDigits,
  ghinNumber: (p) =>
    p.ghinNumber === null || digitsUpTo(PROFILE_LIMITS.ghinMaxDigits).test(p.ghinNumber)
      ? null
      : PROFILE_MESSAGES.ghinDigits,
  heightInches: (p) =>
    p.heightInches === null ||
    (p.heightInches >= PROFILE_LIMITS.heightInchesMin && p.heightInches <= PROFILE_LIMITS.heightInchesMax)
      ? null
      : PROFILE_MESSAGES.heightRange,
  weightLbs: (p) =>
    p.weightLbs === null ||
    (p.weightLbs >= PROFILE_LIMITS.weightLbsMin && p.weightLbs <= PROFILE_LIMITS.weightLbsMax)
      ? null
      : PROFILE_MESSAGES.weightRange,
  websiteLink: (p) =>
    p.websiteLink === null
      ? null
      : p.websiteLink.length > PROFILE_LIMITS.websiteMaxLength
        ? PROFILE_MESSAGES.websiteTooLong
        : isWebAddress(p.websiteLink)
          ? null
          : PROFILE_MESSAGES.websiteInvalid,
};

function dateProblem(day: string | null): string | null {
  return day === null || isIsoDay(day) ? null : PROFILE_MESSAGES.dateInvalid;
}

/**
 * The problems of a profile after a change, for the fields of `changed` only (a stored value a person did
 * not touch is never blamed); a change of either college date checks their order. `profile` holds the
 * normalized values (`normalizeProfileUpdate` applied to the change, laid over the stored profile).
 */
export function profileProblems(
  profile: EditableProfile,
  changed: readonly EditableProfileField[],
): FieldProblem[] {
  const fields = new Set(changed);
  if (fields.has('collegeStartDate')) fields.add('collegeGraduationDate');
  const problems: FieldProblem[] = [];
  for (const field of fields) {
    const message = CHECKS[field]?.(profile) ?? null;
    if (message !== null) problems.push({ field, message });
  }
  return problems;
}

/** The photo upload (ARCHITECTURE "Profile settings"): the bytes decide the type, never the name. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];
export const PHOTO_MESSAGES = {
  notAnImage: 'Choose a JPEG, PNG or WebP image',
  tooLarge: `The photo is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB`,
} as const;

/** JPEG, PNG or WebP by the file's first bytes (magic numbers), null for anything else. */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  const at = (offset: number, ...values: number[]) => values.every((v, i) => bytes[offset + i] === v);
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return null;
}

export const ProfilePhotoSchema = Type.Object(
  { imgUrl: Type.String({ description: 'Where the new photo is served.' }) },
  { $id: 'ProfilePhoto' },
);
export type ProfilePhoto = Static<typeof ProfilePhotoSchema>;

/** spec 2 §6 feature ids a player may open or close, in the order of the profile's side menu (spec 2 §2). */
export const PRIVACY_FEATURE_IDS = [
  PROFILE_FEATURE_IDS.summary,
  PROFILE_FEATURE_IDS.schedule,
  PROFILE_FEATURE_IDS['my-rounds'],
  PROFILE_FEATURE_IDS.resume,
  PROFILE_FEATURE_IDS.stats,
  PROFILE_FEATURE_IDS.gallery,
  PROFILE_FEATURE_IDS['report-viewer'],
  PROFILE_FEATURE_IDS['data-analysis'],
] as const;

const PrivacyFeatureIdSchema = Type.Union(
  [
    Type.Literal(PROFILE_FEATURE_IDS.summary),
    Type.Literal(PROFILE_FEATURE_IDS.schedule),
    Type.Literal(PROFILE_FEATURE_IDS['my-rounds']),
    Type.Literal(PROFILE_FEATURE_IDS.resume),
    Type.Literal(PROFILE_FEATURE_IDS.stats),
    Type.Literal(PROFILE_FEATURE_IDS.gallery),
    Type.Literal(PROFILE_FEATURE_IDS['report-viewer']),
    Type.Literal(PROFILE_FEATURE_IDS['data-analysis']),
  ],
  { description: 'spec 2 §6 feature id', examples: [63] },
);

export const FeaturePrivacySchema = Type.Object({
  featureId: PrivacyFeatureIdSchema,
  /** Visitors may open it (spec 2 §6: no setting counts as public). */
  isPublic: Type.Boolean(),
});
export type FeaturePrivacy = Static<typeof FeaturePrivacySchema>;

export const PrivacySettingsSchema = Type.Object(
  {
    /** The website (feature 88 and `allowPublicSite`): off hides the whole profile from visitors. */
    isWebsitePublic: Type.Boolean(),
    features: Type.Array(FeaturePrivacySchema),
  },
  { $id: 'PrivacySettings' },
);
export type PrivacySettings = Static<typeof PrivacySettingsSchema>;

/** A change of privacy: only what is sent changes. */
export const PrivacyUpdateSchema = Type.Object(
  {
    isWebsitePublic: Type.Optional(Type.Boolean()),
    features: Type.Optional(
      Type.Array(FeaturePrivacySchema, { maxItems: PRIVACY_FEATURE_IDS.length, uniqueItems: true }),
    ),
  },
  { $id: 'PrivacyUpdate', additionalProperties: false },
);
export type PrivacyUpdate = Static<typeof PrivacyUpdateSchema>;

/** A person of the circle (spec 2 §6: full access to the profile). */
export const CircleMemberSchema = Type.Object({
  accountId: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  username: Type.String(),
  imgUrl: Nullable(Type.String()),
});
export type CircleMember = Static<typeof CircleMemberSchema>;

export const CircleSchema = Type.Object({ members: Type.Array(CircleMemberSchema) }, { $id: 'Circle' });
export type Circle = Static<typeof CircleSchema>;

export const CircleAddSchema = Type.Object(
  {
    member: Type.String({
      minLength: 1,
      maxLength: 64,
      description: 'A username, or a phone number (E.164, or 10 digits for +1).',
      examples: ['coach.example'],
    }),
  },
  { $id: 'CircleAdd', additionalProperties: false },
);
export type CircleAdd = Static<typeof CircleAddSchema>;

export const CIRCLE_MESSAGES = {
  notFound: 'No account has this username or phone number',
  isSelf: 'You always have full access to your own profile',
  alreadyMember: 'This person is already in your circle',
  notMember: 'This person is not in your circle',
} as const;

/** A circle entry typed as a phone number, in E.164 (10 digits are a +1 number), or null for a username. */
export function circlePhoneOf(member: string): string | null {
  const text = member.trim();
  if (!/^\+?[0-9\s().-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (text.startsWith('+')) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}

export const SettingsParamsSchema = Type.Object({ accountId: IdSchema() });
export const CircleMemberParamsSchema = Type.Object({
  accountId: IdSchema(),
  // An id far above any test's accounts: a generated request removes nobody (openapi-requests.ts).
  memberId: Type.Integer({ minimum: 1, maximum: MAX_DB_ID, examples: [MAX_DB_ID - 1] }),
});
