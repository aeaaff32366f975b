import { useState } from 'react';
import { useFeaturedImages } from '../../../lib/players/get-gallery';
import { useSwingVideos } from '../../../lib/players/get-swing-videos';
import { useUpcomingEvents } from '../../../lib/players/get-upcoming-events';
import { isHiddenByPrivacy } from '../../../lib/players/is-hidden-by-privacy';
import { DASHBOARD_UPCOMING_EVENTS } from '@linksight/golf-core';
import { useBestTenChartData } from '../api/get-best-ten-chart-data';
import { useFeaturedCombined } from '../api/get-featured-combined';
import { useNewsFeed } from '../api/get-news-feed';
import { getWidgetAccess, type DashboardAccount } from '../utils/widget-access';
import { DEFAULT_TRENDS_STANDARD, MIN_CHART_ROUNDS, defaultChartRange } from '../utils/chart-range';

/** What a card is: still loading, hidden (privacy or no data: spec 1 §4.4), shown, or failed. */
export type CardState = 'loading' | 'hidden' | 'shown' | 'error';

function stateOf(
  query: { isPending: boolean; isError: boolean; error: unknown },
  hasContent: boolean,
  isAllowed = true,
): CardState {
  // A call the viewer may not make is never made: its card is hidden, as a refused one would be.
  if (!isAllowed) return 'hidden';
  if (query.isPending) return 'loading';
  // A card whose call the profile's privacy refuses is hidden, not an error (issue 16).
  if (query.isError) return isHiddenByPrivacy(query.error) ? 'hidden' : 'error';
  return hasContent ? 'shown' : 'hidden';
}

/**
 * The six widget calls of the profile dashboard (spec 3 §7), started together, and which card each
 * one shows (spec 1 §4.4 visibility rules). Those of a feature the viewer may not see are not made.
 */
export function useProfileWidgets(account: DashboardAccount) {
  const { accountId } = account;
  const access = getWidgetAccess(account);
  const [now] = useState(() => new Date());
  const [initialRange] = useState(() => defaultChartRange(now));
  const charts = useBestTenChartData(accountId, { range: initialRange, standard: DEFAULT_TRENDS_STANDARD });
  const featured = useFeaturedCombined(accountId);
  const upcoming = useUpcomingEvents(accountId, DASHBOARD_UPCOMING_EVENTS, { isEnabled: access.upcoming });
  const gallery = useFeaturedImages(accountId, { isEnabled: access.gallery });
  const videos = useSwingVideos(accountId, { isEnabled: access.videos });
  const news = useNewsFeed(accountId);
  const cards = {
    charts: stateOf(charts, (charts.data?.chartData[0]?.includedRounds ?? 0) >= MIN_CHART_ROUNDS),
    featured: stateOf(featured, (featured.data?.favTournaments.length ?? 0) > 0),
    upcoming: stateOf(upcoming, true, access.upcoming),
    gallery: stateOf(gallery, (gallery.data?.items.length ?? 0) > 0, access.gallery),
    videos: stateOf(videos, (videos.data?.items.length ?? 0) > 0, access.videos),
    // The news card shows its own spinner while loading; hidden when the count is 0 (spec 1 §4.4).
    news: stateOf(news, (news.data?.items.length ?? 0) > 0),
  };
  return { now, initialRange, cards, featured, upcoming, gallery, videos, news };
}
