import { integer, pick, type Rng } from '../random/rng';
import { addDays, isoDate } from './dates';
import { sceneFile, swingClipCaption, swingVideoFile } from './media-files';
import type {
  DemoMedia,
  DemoMediaFile,
  DemoNewsItem,
  DemoPlayer,
  DemoTournamentResult,
  DemoTournament,
} from './types';

/**
 * Headlines, each with the bodies that belong to it (a "Summer schedule announced" item about greens hit
 * read as nonsense). The headline claims nothing the results do not show.
 */
const STORIES: readonly { headline: string; bodies: readonly string[] }[] = [
  {
    headline: 'Results from {t}',
    bodies: [
      'Solid ball striking all week; the putter finally cooperated on the back nine.',
      'Hit 14 greens in the final round and avoided three-putts all week.',
    ],
  },
  {
    headline: 'Looking back on {t}',
    bodies: [
      'A windy week that rewarded patience; plenty to take into the next event.',
      'Thanks to coaches and teammates for the support this season.',
    ],
  },
  {
    headline: 'Signed with the {s} team',
    bodies: [
      'Thanks to coaches and teammates for the support. Excited for what comes next.',
      'A big day for the family: thank you to everyone who helped along the way.',
    ],
  },
  {
    headline: 'Named to the all-conference team',
    bodies: [
      'Thanks to coaches and teammates for the support this season.',
      'Proud of a season of steady scoring; the whole team pushed each other.',
    ],
  },
  {
    headline: 'Swing update: working on the transition',
    bodies: [
      'Slowing the transition down has tightened the driver dispersion.',
      'Short-game work is paying off: up and down 7 of 9 times.',
    ],
  },
  {
    headline: 'Summer schedule announced',
    bodies: [
      'Four events from June to August; the dates are on the schedule page.',
      'A mix of junior and amateur events this summer, starting with a state qualifier.',
    ],
  },
];
/**
 * A video-site link (spec 3 §3 news links). spec 3 §2 embeds a link whose *label* contains a video-site
 * address, so the label carries the address. The id is invented.
 */
const VIDEO_SITE_LINK = 'https://youtu.be/LkS1ght0001';
const GALLERY_CAPTIONS = [
  'Final round, 18th green',
  'Practice round',
  'Team day',
  'Range session',
  'Sunrise on the first tee',
];

export type PlayerContent = { news: DemoNewsItem[]; media: DemoMedia[]; files: DemoMediaFile[] };
type Ids = { news: () => number; media: () => number };
type NewsContext = {
  player: DemoPlayer;
  results: readonly DemoTournamentResult[];
  tournaments: ReadonlyMap<number, DemoTournament>;
  now: string;
  ids: Ids;
};

/**
 * One news item with its images and video. The rng calls (headline, image count, body, date) are those
 * of the first version of the world, so adding options does not change any other generated value.
 */
function newsItem(
  rng: Rng,
  ctx: NewsContext,
  i: number,
  out: PlayerContent,
  options: { minImages?: number; hasVideoLink?: boolean } = {},
) {
  const id = ctx.ids.news();
  const result = ctx.results[i % Math.max(1, ctx.results.length)];
  const tournament = result ? ctx.tournaments.get(result.tournamentId) : undefined;
  const school = ctx.player.college?.name ?? ctx.player.highSchool?.name ?? 'club';
  const story = pick(rng, STORIES);
  const header = story.headline
    .replace('{t}', tournament?.name ?? 'the club championship')
    .replace('{s}', school);
  const imageCount = Math.max(options.minImages ?? 1, integer(rng, 1, 3));
  const images = Array.from({ length: imageCount }, (_, k) => {
    const path = `news/${id}-${k + 1}.svg`;
    // The second image of an item is a portrait photo (spec 3 §2: laid out differently).
    out.files.push(sceneFile(path, header, id * 3 + k, k === 1));
    return { url: path };
  });
  const videoPath = `news/${id}-video.webm`;
  out.files.push(swingVideoFile(videoPath, id));
  out.news.push({
    newsItemId: id,
    accountId: ctx.player.accountId,
    header,
    body: pick(rng, story.bodies),
    date: tournament ? tournament.endDate : isoDate(addDays(ctx.now, -integer(rng, 5, 600))),
    coverPhotoUrl: images[0]?.url ?? null,
    images,
    links: [
      ...(tournament ? [{ label: 'Results', url: tournament.url }] : []),
      ...(options.hasVideoLink
        ? [{ label: `Watch the highlights: ${VIDEO_SITE_LINK}`, url: VIDEO_SITE_LINK }]
        : []),
    ],
    videos: [{ url: videoPath }],
  });
}

function swingVideo(rng: Rng, player: DemoPlayer, now: string, ids: Ids, i: number, out: PlayerContent) {
  const id = ids.media();
  const path = `videos/${player.accountId}-${id}.webm`;
  out.files.push(swingVideoFile(path, i));
  out.media.push({
    mediaId: id,
    accountId: player.accountId,
    mediaType: 'Video',
    url: path,
    title: swingClipCaption(i),
    isFeatured: i === 0,
    createdAt: isoDate(addDays(now, -integer(rng, 1, 900))),
  });
}

function galleryImage(
  rng: Rng,
  player: DemoPlayer,
  now: string,
  ids: Ids,
  isFeatured: boolean,
  out: PlayerContent,
) {
  const id = ids.media();
  const path = `gallery/${player.accountId}-${id}.svg`;
  const title = pick(rng, GALLERY_CAPTIONS);
  out.files.push(sceneFile(path, title, id));
  out.media.push({
    mediaId: id,
    accountId: player.accountId,
    mediaType: 'Image',
    url: path,
    title,
    isFeatured,
    createdAt: isoDate(addDays(now, -integer(rng, 1, 900))),
  });
}

/** News, gallery images and swing videos for a player, with their files. */
export function createPlayerContent(
  rng: Rng,
  player: DemoPlayer,
  results: readonly DemoTournamentResult[],
  tournaments: ReadonlyMap<number, DemoTournament>,
  now: string,
  ids: Ids,
): PlayerContent {
  const out: PlayerContent = { news: [], media: [], files: [] };
  const ctx = { player, results, tournaments, now, ids };
  const newsCount = integer(rng, 1, 3);
  // The first item has several images and a video-site link (spec 3 §2 news dialog).
  for (let i = 0; i < newsCount; i += 1)
    newsItem(rng, ctx, i, out, i === 0 ? { minImages: 2, hasVideoLink: true } : {});
  const galleryCount = integer(rng, 2, 5);
  for (let i = 0; i < galleryCount; i += 1) galleryImage(rng, player, now, ids, i < 2, out);
  const videoCount = integer(rng, 1, 3);
  for (let i = 0; i < videoCount; i += 1) swingVideo(rng, player, now, ids, i, out);
  return out;
}

/** What a showcase player (the README demo logins) has at least, so every widget has something to page. */
export const SHOWCASE_CONTENT = { news: 7, featuredImages: 4, videos: 4 } as const;

/**
 * Extra content for a showcase player on top of `createPlayerContent`, drawn from its own rng so the rest
 * of the world is unchanged: news up to 7 items (View More/View Less, spec 3 §2), featured gallery images
 * up to 4 and swing videos up to 4 (carousels that move and wrap).
 */
export function createShowcaseContent(
  rng: Rng,
  existing: PlayerContent,
  player: DemoPlayer,
  results: readonly DemoTournamentResult[],
  tournaments: ReadonlyMap<number, DemoTournament>,
  now: string,
  ids: Ids,
): PlayerContent {
  const out: PlayerContent = { news: [], media: [], files: [] };
  const ctx = { player, results, tournaments, now, ids };
  const own = existing.media.filter((m) => m.accountId === player.accountId);
  const newsSoFar = existing.news.filter((n) => n.accountId === player.accountId).length;
  for (let i = newsSoFar; i < SHOWCASE_CONTENT.news; i += 1) newsItem(rng, ctx, i, out);
  const featured = own.filter((m) => m.mediaType === 'Image' && m.isFeatured).length;
  for (let i = featured; i < SHOWCASE_CONTENT.featuredImages; i += 1)
    galleryImage(rng, player, now, ids, true, out);
  const videos = own.filter((m) => m.mediaType === 'Video').length;
  for (let i = videos; i < SHOWCASE_CONTENT.videos; i += 1) swingVideo(rng, player, now, ids, i, out);
  return out;
}
