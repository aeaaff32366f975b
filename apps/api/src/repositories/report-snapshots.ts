import { randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import { schema, type DbOrTx } from '../db/client';

const { reportSnapshots } = schema;

/** A stored report state (ARCHITECTURE §6). `accountId` is null for reports of no single player. */
export type ReportSnapshot = {
  hash: string;
  kind: string;
  accountId: number | null;
  payload: unknown;
  expiresAt: Date;
};

/** 32 random bytes, base64url (43 characters): the hash is the capability to read the snapshot. */
export function newSnapshotHash(): string {
  return randomBytes(32).toString('base64url');
}

export function createReportSnapshotsRepository(db: DbOrTx) {
  return {
    async create(input: Omit<ReportSnapshot, 'hash'>): Promise<ReportSnapshot> {
      const snapshot = { ...input, hash: newSnapshotHash() };
      await db.insert(reportSnapshots).values(snapshot);
      return snapshot;
    },

    /** The snapshot while it has not expired; null when unknown or expired. */
    async find(hash: string, now: Date): Promise<ReportSnapshot | null> {
      const [row] = await db
        .select({
          hash: reportSnapshots.hash,
          kind: reportSnapshots.kind,
          accountId: reportSnapshots.accountId,
          payload: reportSnapshots.payload,
          expiresAt: reportSnapshots.expiresAt,
        })
        .from(reportSnapshots)
        .where(and(eq(reportSnapshots.hash, hash), gt(reportSnapshots.expiresAt, now)));
      return row ?? null;
    },

    async remove(hash: string): Promise<void> {
      await db.delete(reportSnapshots).where(eq(reportSnapshots.hash, hash));
    },

    /** Deletes every snapshot expired at `now`; answers how many. */
    async purgeExpired(now: Date): Promise<number> {
      const deleted = await db
        .delete(reportSnapshots)
        .where(lte(reportSnapshots.expiresAt, now))
        .returning({ hash: reportSnapshots.hash });
      return deleted.length;
    },
  };
}

export type ReportSnapshotsRepository = ReturnType<typeof createReportSnapshotsRepository>;
