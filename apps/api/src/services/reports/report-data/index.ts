import type { DataReportKind } from '@linksight/api-contract';
import type { ReportContext } from './context';
import { buildBestRoundReport, buildCoursePlanReport, buildDispersionReport } from './shot-reports';
import {
  buildBestStatsReport,
  buildFavoritesReport,
  buildOverviewReport,
  buildStatsReport,
} from './stats-reports';

/** One data builder per report page (issue 19); each answers what its page prints. */
export const REPORT_DATA_BUILDERS: Record<DataReportKind, (ctx: ReportContext) => unknown> = {
  'public-player-stats-report': buildStatsReport,
  ppr: buildStatsReport,
  'player-performance-summary': (ctx) => buildOverviewReport(ctx, 'Player Performance'),
  'data-analysis': (ctx) => buildOverviewReport(ctx, 'Assessment'),
  favorites: buildFavoritesReport,
  'player-best-stats-report': buildBestStatsReport,
  rr: buildBestRoundReport,
  'dispersion-analysis': (ctx) => buildDispersionReport(ctx),
  'course-plan-report': buildCoursePlanReport,
};
