import { featureDenial, type Viewer } from '@linksight/golf-core';
import type { ReportKind } from '@linksight/api-contract';
import type { PlayerGate } from '../../repositories/player-analytics';
import { FEATURE_GRANTS, type FeatureGrant } from '../access/route-access';

/**
 * Which player data each report's page may read with its snapshot token (ARCHITECTURE §6): only the
 * snapshot's player, only `player` routes of these grants, never owner or account routes. One table; the
 * feature that builds a report adjusts its row to the calls its page makes.
 */
export const REPORT_KIND_GRANTS: Record<ReportKind, readonly FeatureGrant[]> = {
  'public-player-stats-report': ['performance', 'rounds'],
  'compare-stats': ['compareStats', 'rounds', 'performance'],
  'public-player-schedule-report': ['schedule'],
  resume: ['resume'],
  'player-performance-summary': ['summary', 'performance', 'rounds'],
  favorites: ['reports', 'rounds'],
  'player-best-stats-report': ['reports', 'performance', 'rounds'],
  'org-schedule-report': ['schedule'],
  rr: ['reports', 'rounds', 'shots'],
  ppr: ['reports', 'performance', 'rounds'],
  'data-analysis': ['performance', 'assessment', 'rounds'],
  'dispersion-analysis': ['reports', 'shots', 'rounds'],
  'course-plan-report': ['reports', 'shots'],
};

export function isReportKind(kind: string): kind is ReportKind {
  return Object.hasOwn(REPORT_KIND_GRANTS, kind);
}

/**
 * Whether a visitor may open a report of this player (issue 19 Reports page): every grant of its kind
 * open to them, by the same rule as the report's own calls (services/access/player-access.ts).
 */
export function isReportOpen(kind: ReportKind, gate: PlayerGate, viewerId: number | null): boolean {
  const viewer: Viewer =
    viewerId === null ? null : { accountId: viewerId, isProductManager: gate.isViewerProductManager };
  const account = {
    accountId: gate.accountId,
    subCircleAccountIds: gate.subCircleAccountIds,
    accountWebsiteSettingsAccount: gate.settings,
  };
  return REPORT_KIND_GRANTS[kind].every(
    (grant) => featureDenial(account, viewer, FEATURE_GRANTS[grant]) === null,
  );
}
