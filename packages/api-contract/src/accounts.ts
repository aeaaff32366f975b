import { Type, type Static } from 'typebox';

/** spec 1 §3 Account / spec 3 §3 Account/player: the first accountExtraInfo entry holds about. */
export const AccountExtraInfoSchema = Type.Object({
  about: Type.Union([Type.String(), Type.Null()]),
  highSchool: Type.Union([Type.String(), Type.Null()]),
  highSchoolEndDate: Type.Union([Type.String(), Type.Null()]),
  highSchoolGpa: Type.Union([Type.Number(), Type.Null()]),
  college: Type.Union([Type.String(), Type.Null()]),
  collegeEndDate: Type.Union([Type.String(), Type.Null()]),
  collegeGpa: Type.Union([Type.Number(), Type.Null()]),
  ncaaNumber: Type.Union([Type.String(), Type.Null()]),
});
export type AccountExtraInfo = Static<typeof AccountExtraInfoSchema>;

/** spec 2 §3 "Account (for profile gating)": one entry per feature id; null = not set (spec 2 §6). */
export const WebsiteSettingSchema = Type.Object({
  featureId: Type.Integer(),
  isPublic: Type.Union([Type.Boolean(), Type.Null()]),
  isPhoneVerified: Type.Union([Type.Boolean(), Type.Null()]),
});
export type WebsiteSetting = Static<typeof WebsiteSettingSchema>;

export const AccountSchema = Type.Object(
  {
    accountId: Type.Integer(),
    firstName: Type.String(),
    lastName: Type.String(),
    username: Type.String(),
    imgUrl: Type.Union([Type.String(), Type.Null()]),
    accountExtraInfo: Type.Array(AccountExtraInfoSchema),
    profile: Type.Array(Type.Object({ profileTypeId: Type.Integer() })),
    playerWebsiteManagment: Type.Array(Type.Object({ allowPublicSite: Type.Boolean() })),
    accountWebsiteSettingsAccount: Type.Array(WebsiteSettingSchema),
    subCircleAccountIds: Type.Array(Type.Integer()),
    defaultSatellite: Type.Boolean(),
    blnEnterpriseView: Type.Boolean(),
  },
  { $id: 'Account' },
);
export type Account = Static<typeof AccountSchema>;

/**
 * A profile as the caller may see it (issue 22 item 3; spec 2 §6). A private website answers 404 to
 * visitors; `subCircleAccountIds` is sent to the player and product managers only (empty for anyone
 * else); `accountExtraInfo` (about, schools, GPA) only to those who may see the Summary or the Resume.
 * `hasFullAccess`: the caller is the player, a product manager or in the player's circle.
 */
export const ProfileAccountSchema = Type.Object(
  { ...AccountSchema.properties, hasFullAccess: Type.Boolean() },
  { $id: 'ProfileAccount' },
);
export type ProfileAccount = Static<typeof ProfileAccountSchema>;

export const UsernameParamsSchema = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._-]+$' }),
});
