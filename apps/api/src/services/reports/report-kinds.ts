import type { ReportKind } from '@linksight/api-contract';
import type { FeatureGrant } from '../access/route-access';

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
