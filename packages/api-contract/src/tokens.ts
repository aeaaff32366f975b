import { Type, type Static } from 'typebox';
import { IdSchema } from './common';

/** Personal access tokens (issue 20): scopes a script's token may hold. */
export const TOKEN_SCOPES = ['read', 'rounds:write'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];
/** The prefix of every personal access token, so a leaked one is recognisable. */
export const PERSONAL_TOKEN_PREFIX = 'lsk_';
/** Longest expiry a token may be given (days); null means it never expires. */
export const MAX_TOKEN_DAYS = 366;

const ScopeSchema = Type.Unsafe<TokenScope>(Type.Union(TOKEN_SCOPES.map((s) => Type.Literal(s))));

export const TokenSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** The token's first characters, to recognise it; the token itself is shown once only. */
  prefix: Type.String(),
  scopes: Type.Array(ScopeSchema),
  createdAt: Type.String(),
  expiresAt: Type.Union([Type.String(), Type.Null()]),
  lastUsedAt: Type.Union([Type.String(), Type.Null()]),
  isExpired: Type.Boolean(),
});
export type AccessToken = Static<typeof TokenSchema>;
export const TokenListSchema = Type.Array(TokenSchema);

export const CreateTokenSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    scopes: Type.Array(ScopeSchema, { minItems: 1, maxItems: 2, uniqueItems: true }),
    /** Days until it expires; null: never. */
    expiresInDays: Type.Union([Type.Integer({ minimum: 1, maximum: MAX_TOKEN_DAYS }), Type.Null()]),
  },
  {
    additionalProperties: false,
    examples: [{ name: 'Shot tracker sync', scopes: ['rounds:write'], expiresInDays: 90 }],
  },
);
export type CreateTokenBody = Static<typeof CreateTokenSchema>;

export const CreatedTokenSchema = Type.Object({
  ...TokenSchema.properties,
  token: Type.String({ description: 'Shown once: store it now.' }),
});
export type CreatedToken = Static<typeof CreatedTokenSchema>;

export const TokenParamsSchema = Type.Object({ tokenId: IdSchema() });
