import { DASHBOARD_UPCOMING_EVENTS } from '@linksight/golf-core';
import { featuredImagesQueryOptions } from '../../../lib/players/get-gallery';
import { swingVideosQueryOptions } from '../../../lib/players/get-swing-videos';
import { upcomingEventsQueryOptions } from '../../../lib/players/get-upcoming-events';
import { queryClient } from '../../../lib/query-client';
import { getWidgetAccess, type DashboardAccount } from '../utils/widget-access';
import { DEFAULT_TRENDS_STANDARD, defaultChartRange } from '../utils/chart-range';
import { bestTenChartDataQueryOptions } from './get-best-ten-chart-data';
import { featuredCombinedQueryOptions } from './get-featured-combined';
import { newsFeedQueryOptions } from './get-news-feed';

/**
 * Starts the six widget calls (spec 3 §7) from the route loader, with the query options the page uses,
 * so they run while the page's JS downloads instead of after it mounts. Only those the viewer may make
 * (getWidgetAccess, as the page): without the profile answer, only the resume's own three, which the
 * page's feature opens; the page starts the others if they are allowed.
 */
export function prefetchProfileWidgets(accountId: number, account?: DashboardAccount): void {
  const access = account === undefined ? null : getWidgetAccess(account);
  const range = defaultChartRange(new Date());
  void queryClient.prefetchQuery(
    bestTenChartDataQueryOptions(accountId, { range, standard: DEFAULT_TRENDS_STANDARD }),
  );
  void queryClient.prefetchQuery(featuredCombinedQueryOptions(accountId));
  void queryClient.prefetchQuery(newsFeedQueryOptions(accountId));
  if (access?.upcoming)
    void queryClient.prefetchQuery(upcomingEventsQueryOptions(accountId, DASHBOARD_UPCOMING_EVENTS));
  if (access?.gallery) void queryClient.prefetchQuery(featuredImagesQueryOptions(accountId));
  if (access?.videos) void queryClient.prefetchQuery(swingVideosQueryOptions(accountId));
}
