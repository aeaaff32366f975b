import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SignJWT, decodeJwt, jwtVerify } from 'jose';
import type { Clock } from '../../lib/clock';
import { AUTH_LIMITS } from './limits';

/** The `aud` of every access token this server issues. */
export const ACCESS_TOKEN_AUDIENCE = 'linksight-web';

/**
 * Who a verified bearer token speaks for; `isExternal` when the external issuer signed it. `sessionId`:
 * the refresh-token family of the login that issued the token (ours only; null for an external token).
 */
export type BearerIdentity = { accountId: number; isExternal: boolean; sessionId: string | null };

/** A rejected bearer, with where it came from (spec 1 §4.3: external rejections log out, others refresh). */
export type BearerRejection = { isExternal: boolean };

export type TokenServiceOptions = {
  accessTokenKey: Uint8Array;
  /** `iss` of our access tokens: the public base URL. */
  issuer: string;
  externalJwt: { issuer: string; audience: string | null; secret: string } | null;
  clock: Clock;
};

const ACCOUNT_ID = /^[1-9][0-9]{0,9}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toAccountId(sub: string | undefined): number | null {
  if (!sub || !ACCOUNT_ID.test(sub)) return null;
  const id = Number(sub);
  return id <= 2_147_483_647 ? id : null;
}

export function createTokenService(options: TokenServiceOptions) {
  const { accessTokenKey, issuer, externalJwt, clock } = options;
  const externalKey = externalJwt ? new TextEncoder().encode(externalJwt.secret) : null;

  return {
    /**
     * Access JWT: HS256, 15 minutes, sub = account id (issue 3), sid = the session (refresh-token family),
     * so a logged-out session's tokens are refused (issue 22 item 8).
     */
    async signAccessToken(accountId: number, sessionId: string): Promise<string> {
      const nowSeconds = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(accountId))
        .setIssuer(issuer)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt(nowSeconds)
        .setExpirationTime(nowSeconds + AUTH_LIMITS.accessTokenTtlMs / 1000)
        .sign(accessTokenKey);
    },

    /**
     * Verifies a bearer token: the external issuer's when its unverified `iss` names that issuer,
     * else ours. The unverified `iss` only picks the key; the signature check decides.
     */
    async verifyBearer(token: string): Promise<BearerIdentity | BearerRejection> {
      let claimedIssuer: string | undefined;
      try {
        claimedIssuer = decodeJwt(token).iss;
      } catch {
        return { isExternal: false };
      }
      const isExternal = externalJwt !== null && claimedIssuer === externalJwt.issuer;
      try {
        if (isExternal && externalKey) {
          const { payload } = await jwtVerify(token, externalKey, {
            issuer: externalJwt.issuer,
            ...(externalJwt.audience ? { audience: externalJwt.audience } : {}),
            algorithms: ['HS256', 'HS384', 'HS512'],
            requiredClaims: ['sub', 'exp'],
            currentDate: clock.now(),
            // Another issuer's clock may drift a little from ours.
            clockTolerance: 30,
          });
          const accountId = toAccountId(payload.sub);
          return accountId === null ? { isExternal } : { accountId, isExternal, sessionId: null };
        }
        const { payload } = await jwtVerify(token, accessTokenKey, {
          issuer,
          audience: ACCESS_TOKEN_AUDIENCE,
          algorithms: ['HS256'],
          requiredClaims: ['sub', 'iat', 'exp', 'sid'],
          currentDate: clock.now(),
        });
        const accountId = toAccountId(payload.sub);
        const sessionId = typeof payload.sid === 'string' && UUID.test(payload.sid) ? payload.sid : null;
        return accountId === null || sessionId === null
          ? { isExternal }
          : { accountId, isExternal, sessionId };
      } catch {
        return { isExternal };
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;

export function isBearerIdentity(result: BearerIdentity | BearerRejection): result is BearerIdentity {
  return 'accountId' in result;
}

/** Refresh token: 32 random bytes, base64url; only its SHA-256 is stored. */
export function generateRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The successor a rotation issues for `token`: derived, not random, so parallel refreshes with the same
 * token (two tabs) get the same successor within the grace window (issue 22 item 8). Unguessable
 * without the server's key; stored hashed like every refresh token.
 */
export function deriveSuccessorToken(key: Buffer, token: string): string {
  return createHmac('sha256', key).update(token).digest('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
