import { Type, type Static } from 'typebox';

/** spec 1 §2.5 / §5 Search: accounts match on first, last or full name; organisations on name or short name. */
export const SearchQuerySchema = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100 })),
});

export const AccountCardSchema = Type.Object({
  accountId: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  username: Type.String(),
  imgUrl: Type.Union([Type.String(), Type.Null()]),
});
export type AccountCard = Static<typeof AccountCardSchema>;

export const RosterSchema = Type.Object({ rosterId: Type.Integer(), name: Type.String() });

export const OrganizationSchema = Type.Object(
  {
    organizationId: Type.Integer(),
    organizationName: Type.String(),
    organizationShort: Type.String(),
    roster: Type.Array(RosterSchema),
    phone: Type.Union([Type.String(), Type.Null()]),
    address: Type.Union([Type.String(), Type.Null()]),
    imgUrl: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'Organization' },
);
export type Organization = Static<typeof OrganizationSchema>;

export const AccountSearchResultSchema = Type.Object({ items: Type.Array(AccountCardSchema) });
export type AccountSearchResult = Static<typeof AccountSearchResultSchema>;
export const OrganizationSearchResultSchema = Type.Object({ items: Type.Array(OrganizationSchema) });
export type OrganizationSearchResult = Static<typeof OrganizationSearchResultSchema>;

/** GET /api/v1/organizations/{short}/rosters/{rosterId}: 404 when the roster is not in the organisation. */
export const OrganizationShortParamsSchema = Type.Object({
  short: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._-]+$' }),
});

/** Public app configuration the SPA reads at start (store links and support contacts: spec 1 §2.6). */
export const SupportContactSchema = Type.Object({
  region: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  address: Type.String(),
});
export const PublicConfigSchema = Type.Object({
  isProduction: Type.Boolean(),
  iosStoreUrl: Type.String(),
  androidStoreUrl: Type.String(),
  supportContacts: Type.Array(SupportContactSchema),
  playerHost: Type.Union([Type.String(), Type.Null()]),
  teamHost: Type.Union([Type.String(), Type.Null()]),
  brandHost: Type.Union([Type.String(), Type.Null()]),
  mapSatelliteTileUrl: Type.Union([Type.String(), Type.Null()]),
  /** spec 1 §9 / spec 2 §2: the external front site the home page embeds below its search bar; null = the built-in landing page. */
  frontSiteUrl: Type.Union([Type.String(), Type.Null()]),
});
export type PublicConfig = Static<typeof PublicConfigSchema>;
