import { lazy, Suspense, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { fullName } from '@linksight/golf-core';
import { WidgetCard } from '../../../components/ui/widget-card';
import { useProfileWidgets, type CardState } from '../hooks/use-profile-widgets';
import type { DashboardAccount } from '../utils/widget-access';
import { aboutFacts, hasAboutInformation } from '../../../lib/players/about-facts';
import { useAfterPaint } from '../../../lib/use-after-paint';
import { AboutCard } from './about-card';
import { PageTitle } from '../../../components/ui/page-title';

const widgets = () => import('./profile-widgets');
const GalleryCard = lazy(() => widgets().then((m) => ({ default: m.GalleryCard })));
const NewsCard = lazy(() => widgets().then((m) => ({ default: m.NewsCard })));
const PastTournaments = lazy(() => widgets().then((m) => ({ default: m.PastTournaments })));
const PerformanceTrends = lazy(() => widgets().then((m) => ({ default: m.PerformanceTrends })));
const ProfileFiller = lazy(() => widgets().then((m) => ({ default: m.ProfileFiller })));
const SwingVideosCard = lazy(() => widgets().then((m) => ({ default: m.SwingVideosCard })));
const UpcomingEventsCard = lazy(() => widgets().then((m) => ({ default: m.UpcomingEventsCard })));

type ProfileDashboardPageProps = {
  /** The profile answer: its settings and `hasFullAccess` decide which cards' calls are made. */
  account: DashboardAccount;
  /** The profile's parent URL (Full Schedule goes to its schedule/0). */
  baseUrl: string;
  /** spec 3 §6: the parent decides whether the About card offers View Resume (the profile page: yes). */
  showResumeButton: boolean;
  /** View Resume opens the resume overlay (spec 1 §2.8), which the app composes from the resume feature. */
  onViewResume: () => void;
};

/** The Performance Trends card's height while it loads. */
const CHARTS_HEIGHT = 420;

/** A card that failed for another reason than privacy: say so in place, keep the rest of the page. */
function Failed({ title }: { title: string }) {
  return (
    <WidgetCard title={title}>
      <Alert severity="warning">This part of the profile could not be loaded. Please try again later.</Alert>
    </WidgetCard>
  );
}

const placeholder = (state: CardState, height: number, node: () => ReactNode, title: string) =>
  state === 'loading' ? (
    <Skeleton variant="rounded" height={height} />
  ) : state === 'shown' ? (
    node()
  ) : state === 'error' ? (
    <Failed title={title} />
  ) : null;

/**
 * The public profile dashboard (spec 1 §2.8, spec 3 §2): About block, the stock photo filler when there
 * is nothing else to show, Performance Trends and Past Tournaments; a side column with Upcoming Events,
 * gallery, Swing Videos and Recent News. One column below 1200 px (spec 3 §9 breakpoints), the side
 * cards after the main ones.
 */
export function ProfileDashboardPage({
  account,
  baseUrl,
  showResumeButton,
  onViewResume,
}: ProfileDashboardPageProps) {
  const w = useProfileWidgets(account);
  // The About card paints first; the other cards' code is asked for once it is on screen (issue 23).
  const isAboutPainted = useAfterPaint();
  const name = fullName(account);
  const { cards } = w;
  const settled = (s: CardState) => s !== 'loading';
  const showFiller =
    settled(cards.charts) &&
    settled(cards.featured) &&
    cards.charts !== 'shown' &&
    cards.featured !== 'shown' &&
    !hasAboutInformation(aboutFacts(account));
  return (
    <Box
      sx={{ p: { xs: 1.5, sm: 2, md: 3 }, maxWidth: 1600, mx: 'auto', width: '100%' }}
      data-testid="profile-dashboard"
    >
      <PageTitle parts={[name, 'Player Resume']} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(320px, 1fr)' },
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
          <AboutCard account={account} showResumeButton={showResumeButton} onViewResume={onViewResume} />
          {isAboutPainted ? (
            <Suspense fallback={<Skeleton variant="rounded" height={CHARTS_HEIGHT} />}>
              {showFiller && <ProfileFiller name={name} />}
              {placeholder(
                cards.charts,
                CHARTS_HEIGHT,
                () => (
                  <PerformanceTrends
                    accountId={account.accountId}
                    playerName={name}
                    initialRange={w.initialRange}
                    now={w.now}
                  />
                ),
                'Performance Trends',
              )}
              {placeholder(
                cards.featured,
                200,
                () => (
                  <PastTournaments tournaments={w.featured.data!.favTournaments} />
                ),
                'Past Tournaments',
              )}
            </Suspense>
          ) : (
            <Skeleton variant="rounded" height={CHARTS_HEIGHT} />
          )}
        </Box>
        <Box
          component="aside"
          aria-label="Events and media"
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}
        >
          {isAboutPainted && (
            <Suspense fallback={null}>
              {cards.upcoming !== 'hidden' && cards.upcoming !== 'error' && (
                <UpcomingEventsCard data={w.upcoming.data} scheduleUrl={`${baseUrl}/schedule/0`} />
              )}
              {cards.upcoming === 'error' && <Failed title="Upcoming Events" />}
              {/* spec 3 §2: the gallery shows only once loaded, with at least one picture. */}
              {cards.gallery === 'shown' && <GalleryCard images={w.gallery.data!.items} />}
              {cards.gallery === 'error' && <Failed title="Gallery" />}
              {placeholder(
                cards.videos,
                260,
                () => (
                  <SwingVideosCard videos={w.videos.data!.items} />
                ),
                'Swing Videos',
              )}
              {(cards.news === 'loading' || cards.news === 'shown') && (
                <NewsCard items={w.news.data?.items} isLoading={cards.news === 'loading'} />
              )}
              {cards.news === 'error' && <Failed title="Recent News" />}
            </Suspense>
          )}
        </Box>
      </Box>
    </Box>
  );
}
