/**
 * The landing page's walkthrough videos (spec 1 §2.7 "Watch Videos"): screens of the demo world, recorded
 * by e2e/walkthroughs/record-walkthroughs.ts into public/videos/{name}.webm with a {name}.jpg poster.
 * Silent clips: each description says what the clip shows (WCAG 1.2.1, a text alternative for video only).
 */
export type WalkthroughName = 'dashboard' | 'shot-map' | 'resume';

export type Walkthrough = { name: WalkthroughName; title: string; description: string };

/** The size the clips are recorded and drawn at (px); the page scales them to their column. */
export const WALKTHROUGH_SIZE = { width: 960, height: 540 } as const;

export const WALKTHROUGHS: readonly Walkthrough[] = [
  {
    name: 'dashboard',
    title: 'The dashboard',
    description:
      "A player's dashboard: the spider chart of the last rounds against the Scratch and Tour standards, each category's figure told where the pointer rests, then the round assessment below it.",
  },
  {
    name: 'shot-map',
    title: 'The shot map',
    description:
      'My Rounds: every shot of the selected rounds drawn on the hole, then the next holes and the Green View, with the scorecard below.',
  },
  {
    name: 'resume',
    title: 'The resume builder',
    description:
      "View Resume on a public profile opens the builder: adding the Last 10 Rounds chart changes the PDF's live preview.",
  },
];

/** Where a clip and its poster are served from (apps/web/public/videos). */
export const walkthroughVideo = (name: WalkthroughName) => `/videos/${name}.webm`;
export const walkthroughPoster = (name: WalkthroughName) => `/videos/${name}.jpg`;
