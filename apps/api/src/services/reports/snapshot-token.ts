import { SignJWT, jwtVerify } from 'jose';
import type { ReportKind } from '@linksight/api-contract';
import type { Clock } from '../../lib/clock';
import { isReportKind } from './report-kinds';

/** The `aud` of report tokens; access tokens carry another audience and key, so neither passes for the other. */
export const REPORT_TOKEN_AUDIENCE = 'linksight-report';
/** A report token lives at most this long, and never past its snapshot's expiry. */
export const REPORT_TOKEN_TTL_MS = 15 * 60 * 1000;

/** What a verified report token opens: one player's data (or none), for one report kind. */
export type ReportAccess = { kind: ReportKind; accountId: number | null };

export function createSnapshotTokens(options: { key: Uint8Array; issuer: string; clock: Clock }) {
  const { key, issuer, clock } = options;
  return {
    async sign(access: ReportAccess, snapshotExpiresAt: Date): Promise<string> {
      const now = clock.now().getTime();
      const expiresAt = Math.min(now + REPORT_TOKEN_TTL_MS, snapshotExpiresAt.getTime());
      return new SignJWT({ kind: access.kind, acc: access.accountId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(REPORT_TOKEN_AUDIENCE)
        .setIssuedAt(Math.floor(now / 1000))
        .setExpirationTime(Math.floor(expiresAt / 1000))
        .sign(key);
    },

    /** The access a report token grants, or null for anything else (an access token, a forged or expired one). */
    async verify(token: string): Promise<ReportAccess | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer,
          audience: REPORT_TOKEN_AUDIENCE,
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'kind'],
          currentDate: clock.now(),
        });
        const { kind, acc } = payload as { kind?: unknown; acc?: unknown };
        if (typeof kind !== 'string' || !isReportKind(kind)) return null;
        if (acc !== null && !(typeof acc === 'number' && Number.isInteger(acc) && acc > 0)) return null;
        return { kind, accountId: acc };
      } catch {
        return null;
      }
    },
  };
}

export type SnapshotTokens = ReturnType<typeof createSnapshotTokens>;
