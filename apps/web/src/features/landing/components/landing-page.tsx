import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LANDING_SECTIONS, paths } from '../../../config/paths';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { HoleIllustration } from './hole-illustration';
import { FeatureGrid, LandingSection } from './landing-section';
import { LandingSearch } from './landing-search';
import { WalkthroughVideos } from './walkthrough-videos';
import { LANDING_TITLE } from '../../../components/ui/page-title';
import { useIsLoggedIn } from '../../../lib/use-session';
import { RING_IN_TEXT_COLOUR } from '../../../lib/theme';

const AUDIENCES = [
  {
    title: 'Players',
    text: 'See every round shot by shot: where strokes are gained and lost, how you compare with scratch or tour level, and what to practise next.',
  },
  {
    title: 'Coaches',
    text: "Follow each player's trends between lessons, assess rounds by skill category, and share schedules and reports with families and recruiters.",
  },
  {
    title: 'Teams',
    text: 'One organisation page per club or school, rosters by squad, and player profiles recruiters can open without an account.',
  },
];

const PLAYER_FEATURES = [
  {
    title: 'Personal dashboard',
    text: 'Scoring, driving, approach, short game and putting overviews against a standard you choose.',
  },
  {
    title: 'Shot maps and scorecards',
    text: 'Every shot on a satellite map of the hole, with scorecards you can filter by stat.',
  },
  {
    title: 'Public profile and resume',
    text: 'A profile you control, and a recruiting resume you can download as a PDF.',
  },
  {
    title: 'Compare Stats',
    text: 'Two seasons, two sets of rounds or two players side by side, exported as a report.',
  },
];

const COACH_FEATURES = [
  {
    title: 'Round assessment',
    text: 'Each round broken into skill categories, so a lesson starts from the numbers.',
  },
  {
    title: 'Schedules and results',
    text: 'Upcoming events and past tournaments, shared as a PDF report or spreadsheet.',
  },
  {
    title: 'Privacy you can explain',
    text: 'Players decide which parts of their profile are public; coaches in their circle see everything.',
  },
];

export function LandingPage() {
  useScrollToHash();
  const isLoggedIn = useIsLoggedIn();
  return (
    <>
      <title>{LANDING_TITLE}</title>
      <Box
        sx={{
          // Dark modes keep the hero dark too; light modes use the theme colour.
          background: (theme) =>
            theme.palette.mode === 'dark'
              ? `linear-gradient(135deg, ${theme.palette.background.default} 0%, ${theme.palette.background.paper} 100%)`
              : `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 100%)`,
          color: (theme) =>
            theme.palette.mode === 'dark' ? 'text.primary' : theme.palette.primary.contrastText,
          ...RING_IN_TEXT_COLOUR,
          px: 2,
          py: { xs: 6, md: 10 },
        }}
      >
        <Box
          sx={{
            maxWidth: 1120,
            mx: 'auto',
            display: 'grid',
            gap: 4,
            alignItems: 'center',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1.2fr) minmax(0, 1fr)' },
          }}
        >
          <div>
            <Typography
              variant="h2"
              component="h1"
              sx={{ fontWeight: 800, fontSize: { xs: 36, md: 56 }, mb: 2 }}
            >
              Every shot, turned into a better game.
            </Typography>
            <Typography sx={{ fontSize: { xs: 17, md: 20 }, mb: 4, maxWidth: 560 }}>
              Linksight turns the rounds you log on your phone into dashboards, shot maps, public profiles and
              reports — for players, their coaches and their teams.
            </Typography>
            <LandingSearch />
            <Box sx={{ display: 'flex', gap: 2, mt: 3, flexWrap: 'wrap' }}>
              {/* Logged in, the hero's first action is the player's own dashboard, not a login form again. */}
              <Button
                component={Link}
                to={isLoggedIn ? paths.dashboard() : paths.auth.login()}
                variant="contained"
                color="secondary"
                size="large"
              >
                {isLoggedIn ? 'My dashboard' : 'Log in'}
              </Button>
              <Button
                component={Link}
                to={paths.storeRedirect()}
                variant="outlined"
                color="inherit"
                size="large"
              >
                Get the mobile app
              </Button>
            </Box>
          </div>
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <HoleIllustration />
          </Box>
        </Box>
      </Box>

      <LandingSection
        id={LANDING_SECTIONS.whoIsItFor}
        title="Who is it for"
        intro="Built around the people who work on a golfer's game."
      >
        <FeatureGrid items={AUDIENCES} />
      </LandingSection>
      <LandingSection id={LANDING_SECTIONS.playerFeatures} title="Player features" isTinted>
        <FeatureGrid items={PLAYER_FEATURES} />
      </LandingSection>
      <LandingSection id={LANDING_SECTIONS.coachFeatures} title="Coach features">
        <FeatureGrid items={COACH_FEATURES} />
      </LandingSection>
      <LandingSection
        id={LANDING_SECTIONS.customApp}
        title="Custom app and skins"
        intro="Clubs, academies and schools can serve player profiles on their own address and in their own colours: profiles on a player host, teams on a team host, and a black or default theme with a dark mode."
        isTinted
      />
      <LandingSection
        id={LANDING_SECTIONS.videos}
        title="Watch videos"
        intro="Short walkthroughs of the dashboard, the shot map and the resume builder, recorded on the demo world. To see a profile live, search for a player."
      >
        <WalkthroughVideos />
        <Button component={Link} to={paths.search()} variant="outlined">
          Open the search
        </Button>
      </LandingSection>
      <LandingSection
        id={LANDING_SECTIONS.trainingFacility}
        title="Training facility"
        intro="Simulator rounds count too: rounds played on a simulator are logged and analysed next to rounds on the course, so winter practice shows up in your trends."
        isTinted
      />
      <LandingSection
        id={LANDING_SECTIONS.news}
        title="News and updates"
        intro="Linksight is open source. Every change is described in the project's history and release notes."
      />
      <LandingSection
        id={LANDING_SECTIONS.ourTeam}
        title="Our team"
        intro="Golfers, coaches and engineers building performance analytics in the open."
        isTinted
      />
      <LandingSection
        id={LANDING_SECTIONS.contact}
        title="Contact us"
        intro="Our East Coast and West Coast support teams are listed with the app store links."
      >
        <Button component={Link} to={paths.storeRedirect()} variant="contained">
          Support contacts
        </Button>
      </LandingSection>
    </>
  );
}
