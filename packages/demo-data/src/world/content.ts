import { integer, pick, type Rng } from '../random/rng';
import { addDays, isoDate } from './dates';
import { sceneFile, swingVideoFile } from './media-files';
import type {
  DemoMedia,
  DemoMediaFile,
  DemoNewsItem,
  DemoPlayer,
  DemoTournamentResult,
  DemoTournament,
} from './types';

const HEADLINES = [
  'Top-10 finish at {t}',
  'New personal best at {t}',
  'Signed with the {s} team',
  'Named to the all-conference team',
  'Swing update: working on the transition',
  'Summer schedule announced',
];
const BODIES = [
  'Solid ball striking all week; the putter finally cooperated on the back nine.',
  'Thanks to coaches and teammates for the support this season.',
  'Hit 14 greens in the final round and avoided three-putts all week.',
  'Short-game work is paying off: up and down 7 of 9 times.',
];
/** A video-site link (spec 3 §3 news links); the id is invented. */
const VIDEO_SITE_LINK = 'https://www.youtube.com/watch?v=LkS1ght0001';
const GALLERY_CAPTIONS = [
  'Final round, 18th green',
  'Practice round',
  'Team day',
  'Range session',
  'Sunrise on the first tee',
];
const SWING_CAPTIONS = ['Driver, face-on', 'Driver, down the line', '7-iron, face-on', 'Wedge, 50 yd'];

export type PlayerContent = { news: DemoNewsItem[]; media: DemoMedia[]; files: DemoMediaFile[] };

/** News, gallery images and swing videos for a player, with their files. */
export function createPlayerContent(
  rng: Rng,
  player: DemoPlayer,
  results: readonly DemoTournamentResult[],
  tournaments: ReadonlyMap<number, DemoTournament>,
  now: string,
  ids: { news: () => number; media: () => number },
): PlayerContent {
  const news: DemoNewsItem[] = [];
  const media: DemoMedia[] = [];
  const files: DemoMediaFile[] = [];
  const school = player.college?.name ?? player.highSchool?.name ?? 'club';
  const newsCount = integer(rng, 1, 3);
  for (let i = 0; i < newsCount; i += 1) {
    const id = ids.news();
    const result = results[i % Math.max(1, results.length)];
    const tournament = result ? tournaments.get(result.tournamentId) : undefined;
    const header = pick(rng, HEADLINES)
      .replace('{t}', tournament?.name ?? 'the club championship')
      .replace('{s}', school);
    const imageCount = integer(rng, 1, 3);
    const images = Array.from({ length: imageCount }, (_, k) => {
      const path = `news/${id}-${k + 1}.svg`;
      files.push(sceneFile(path, header, id * 3 + k));
      return { url: path };
    });
    const videoPath = `news/${id}-video.svg`;
    files.push(swingVideoFile(videoPath, header, id));
    news.push({
      newsItemId: id,
      accountId: player.accountId,
      header,
      body: pick(rng, BODIES),
      date: tournament ? tournament.endDate : isoDate(addDays(now, -integer(rng, 5, 600))),
      coverPhotoUrl: images[0]?.url ?? null,
      images,
      links: [
        ...(tournament ? [{ label: 'Results', url: tournament.url }] : []),
        ...(i === 0 ? [{ label: 'Watch the highlights', url: VIDEO_SITE_LINK }] : []),
      ],
      videos: [{ url: videoPath }],
    });
  }
  const galleryCount = integer(rng, 2, 5);
  for (let i = 0; i < galleryCount; i += 1) {
    const id = ids.media();
    const path = `gallery/${player.accountId}-${id}.svg`;
    const title = pick(rng, GALLERY_CAPTIONS);
    files.push(sceneFile(path, title, id));
    media.push({
      mediaId: id,
      accountId: player.accountId,
      mediaType: 'Image',
      url: path,
      title,
      isFeatured: i < 2,
      createdAt: isoDate(addDays(now, -integer(rng, 1, 900))),
    });
  }
  const videoCount = integer(rng, 1, 3);
  for (let i = 0; i < videoCount; i += 1) {
    const id = ids.media();
    const path = `videos/${player.accountId}-${id}.svg`;
    const title = SWING_CAPTIONS[i % SWING_CAPTIONS.length] ?? 'Swing';
    files.push(swingVideoFile(path, title, id));
    media.push({
      mediaId: id,
      accountId: player.accountId,
      mediaType: 'Video',
      url: path,
      title,
      isFeatured: i === 0,
      createdAt: isoDate(addDays(now, -integer(rng, 1, 900))),
    });
  }
  return { news, media, files };
}
