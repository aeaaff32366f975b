import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { DataReportKind } from '@linksight/api-contract';

const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

/** Issue 19's nine report pages, each its own chunk (spec 2 §2: loaded on demand). */
export const REPORT_PAGES: Record<DataReportKind, LazyExoticComponent<ComponentType>> = {
  'public-player-stats-report': page(() => import('./pages/stats-report'), 'PlayerStatsReport'),
  ppr: page(() => import('./pages/stats-report'), 'PlayerPerformanceReport'),
  'player-performance-summary': page(() => import('./pages/overview-report'), 'PerformanceSummaryReport'),
  'data-analysis': page(() => import('./pages/overview-report'), 'DataAnalysisReport'),
  favorites: page(() => import('./pages/favorites-report'), 'FavoritesReport'),
  'player-best-stats-report': page(() => import('./pages/best-stats-report'), 'BestStatsReport'),
  rr: page(() => import('./pages/best-round-report'), 'BestRoundReport'),
  'dispersion-analysis': page(() => import('./pages/dispersion-report'), 'DispersionAnalysisReport'),
  'course-plan-report': page(() => import('./pages/course-plan-report'), 'CoursePlanReport'),
};
