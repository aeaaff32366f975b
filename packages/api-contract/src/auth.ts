import { Type, type Static } from 'typebox';
import { AccountSchema } from './accounts';

/**
 * Result and error codes of the auth endpoints (spec 1 §8, ARCHITECTURE §5). The SPA maps them to
 * the catalogue's messages; `TokenExpired` / `ExternalTokenExpired` drive the session rules of spec 1 §4.3.
 */
export const AuthCode = {
  smsMfa: 'SMS_MFA',
  customChallenge: 'CUSTOM_CHALLENGE',
  success: 'SUCCESS',
  codeMismatch: 'CodeMismatchException',
  expiredCode: 'ExpiredCodeException',
  limitExceeded: 'LimitExceededException',
  invalidParameter: 'InvalidParameterException',
  userNotFound: 'UserNotFoundException',
  notAuthorized: 'NotAuthorizedException',
  /** An internal access token that is expired or invalid: refresh once, then retry (spec 1 §4.3). */
  tokenExpired: 'TokenExpired',
  /** An external issuer's token was rejected: log out with "Error External token expired" (spec 1 §4.3). */
  externalTokenExpired: 'ExternalTokenExpired',
} as const;
export type AuthCodeValue = (typeof AuthCode)[keyof typeof AuthCode];

/** Numbers the SPA shows or counts down; the server enforces the same values. */
export const AUTH_CODE_LENGTH = 6; // spec 1 §9
export const AUTH_RESEND_COOLDOWN_SECONDS = 120; // spec 1 §9
export const AUTH_MIN_PASSWORD_LENGTH = 6; // spec 1 §9
export const AUTH_MAX_PASSWORD_LENGTH = 256;

/** E.164: "+", a country code not starting with 0, 8–15 digits in all (spec 1 §5: code + 10-11 digits). */
export const PhoneNumberSchema = Type.String({
  pattern: '^\\+[1-9][0-9]{7,14}$',
  description: 'Full number in E.164 form: country code followed by the digits, e.g. +15550100001.',
  examples: ['+15550100001'],
});

export const OtpCodeSchema = Type.String({
  pattern: '^[0-9]{6}$',
  description: 'The six-digit code from the text message.',
});

export const SendCodeRequestSchema = Type.Object(
  { phoneNumber: PhoneNumberSchema },
  { additionalProperties: false },
);
export type SendCodeRequest = Static<typeof SendCodeRequestSchema>;

export const ChallengeNameSchema = Type.Union([
  Type.Literal(AuthCode.smsMfa),
  Type.Literal(AuthCode.customChallenge),
]);
export type ChallengeName = Static<typeof ChallengeNameSchema>;

export const SendCodeResponseSchema = Type.Object({
  challengeName: ChallengeNameSchema,
  resendAfterSeconds: Type.Integer({
    minimum: 0,
    description: 'Seconds until a resend is accepted (spec 1 §4.2: 120 after a send).',
  }),
});
export type SendCodeResponse = Static<typeof SendCodeResponseSchema>;

export const VerifyCodeRequestSchema = Type.Object(
  { phoneNumber: PhoneNumberSchema, code: OtpCodeSchema },
  { additionalProperties: false },
);
export type VerifyCodeRequest = Static<typeof VerifyCodeRequestSchema>;

export const LoginRequestSchema = Type.Object(
  {
    phoneNumber: PhoneNumberSchema,
    password: Type.String({ minLength: 1, maxLength: AUTH_MAX_PASSWORD_LENGTH }),
  },
  { additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequestSchema>;

/** `currentPassword` is required once the account has a password; the first one is set without. */
export const ChangePasswordRequestSchema = Type.Object(
  {
    currentPassword: Type.Optional(Type.String({ minLength: 1, maxLength: AUTH_MAX_PASSWORD_LENGTH })),
    newPassword: Type.String({ minLength: AUTH_MIN_PASSWORD_LENGTH, maxLength: AUTH_MAX_PASSWORD_LENGTH }),
  },
  { additionalProperties: false },
);
export type ChangePasswordRequest = Static<typeof ChangePasswordRequestSchema>;

/**
 * Whether the logged-in account has a password. An account made by phone code has none until it sets
 * one in its settings; until then the alternative login (spec 1 §2.2) cannot work for it.
 */
export const PasswordStatusSchema = Type.Object(
  {
    isSet: Type.Boolean({
      description: 'True once a password is set: changing it then needs the current one.',
    }),
  },
  { $id: 'PasswordStatus' },
);
export type PasswordStatus = Static<typeof PasswordStatusSchema>;

/** Answer of verify-code, login and refresh; the refresh token travels only in the httpOnly cookie. */
export const AuthSessionSchema = Type.Object({
  accessToken: Type.String({
    description: 'Bearer JWT, valid 15 minutes; the SPA keeps it in localStorage id_token.',
  }),
  account: AccountSchema,
});
export type AuthSession = Static<typeof AuthSessionSchema>;

/**
 * The organisations the logged-in account is on a roster of, as a player or a coach: how a coach (who
 * logs no rounds) finds the team from the account menu and an empty dashboard.
 */
export const MyOrganizationSchema = Type.Object({
  organizationShort: Type.String(),
  organizationName: Type.String(),
  role: Type.Union([Type.Literal('player'), Type.Literal('coach'), Type.Literal('staff')], {
    description:
      'coach when the account coaches any roster of the organisation; staff for a product manager, who is ' +
      'given every organisation (spec 2 §6: full access) without being on a roster',
  }),
});
export type MyOrganization = Static<typeof MyOrganizationSchema>;
export const MyOrganizationsResponseSchema = Type.Object({ organizations: Type.Array(MyOrganizationSchema) });
export type MyOrganizationsResponse = Static<typeof MyOrganizationsResponseSchema>;
