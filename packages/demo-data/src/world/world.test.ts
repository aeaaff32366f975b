import { describe, expect, it } from 'vitest';
import { generateCourses } from '../courses/generate-course';
import { generateDemoWorld } from './generate-world';
import { ordinal } from './results';
import { generateScaleWorld } from './scale';

const NOW = '2025-06-15T12:00:00Z';
const world = generateDemoWorld(42, { now: NOW });

describe('generateDemoWorld', () => {
  it('is deterministic for a seed and a now', () => {
    const again = generateDemoWorld(42, { now: NOW });
    expect(JSON.stringify(again.rounds.slice(0, 50))).toBe(JSON.stringify(world.rounds.slice(0, 50)));
    expect(JSON.stringify(again.players)).toBe(JSON.stringify(world.players));
  });

  it('has 30+ players with distinct E.164 phones, the README demo numbers first', () => {
    expect(world.players.length).toBeGreaterThanOrEqual(30);
    expect(world.players[0]!.phone).toBe('+15550100001');
    expect(world.players[1]!.phone).toBe('+15550100002');
    const phones = [...world.players, ...world.staff].map((p) => p.phone);
    expect(new Set(phones).size).toBe(phones.length);
    for (const phone of phones) expect(phone).toMatch(/^\+[1-9]\d{7,14}$/);
    expect(world.staff.filter((s) => s.isProductManager)).toHaveLength(1);
  });

  it('covers juniors with school details, college players with NCAA numbers, and adults', () => {
    const juniors = world.players.filter((p) => p.kind === 'junior');
    const college = world.players.filter((p) => p.kind === 'college');
    expect(juniors.every((p) => p.highSchool !== null && p.highSchool.graduationYear >= 2025)).toBe(true);
    expect(
      college.every((p) => p.college !== null && /^\d{10}$/.test(p.college.ncaaNumber) && p.college.gpa <= 4),
    ).toBe(true);
    expect(world.players.some((p) => p.kind === 'adult')).toBe(true);
  });

  it('covers every spec 2 §6 privacy case and both searchable and hidden profile types', () => {
    expect(new Set(world.players.map((p) => p.privacyCase))).toEqual(
      new Set([
        'no-settings',
        'public-site',
        'private-site',
        'private-features',
        'phone-not-verified',
        'phone-verified-unset',
      ]),
    );
    const searchable = [4, 5, 6, 7, 12];
    expect(world.players.some((p) => p.profileTypeIds.some((id) => searchable.includes(id)))).toBe(true);
    expect(world.players.some((p) => !p.profileTypeIds.some((id) => searchable.includes(id)))).toBe(true);
    expect(world.players.some((p) => !p.allowPublicSite)).toBe(true);
    expect(world.players.filter((p) => p.subCircleAccountIds.length > 0).length).toBeGreaterThan(10);
  });

  it('gives every golfer 40–300 rounds, except one with none completed', () => {
    const counts = new Map<number, number>();
    for (const r of world.rounds)
      if (r.isCompleted) counts.set(r.accountId, (counts.get(r.accountId) ?? 0) + 1);
    const zero = world.players.filter((p) => !counts.has(p.accountId));
    expect(zero).toHaveLength(1);
    for (const [, n] of counts) {
      expect(n).toBeGreaterThanOrEqual(39);
      expect(n).toBeLessThanOrEqual(300);
    }
    expect(world.rounds.length).toBeGreaterThanOrEqual(2500);
    expect(world.rounds.length).toBeLessThanOrEqual(3500);
  });

  it('mixes round types, hole counts, simulator and in-progress rounds over three seasons before now', () => {
    expect(new Set(world.rounds.map((r) => r.roundType))).toEqual(new Set([1, 3, 10, 11]));
    expect(new Set(world.rounds.map((r) => r.holeCount))).toEqual(new Set([9, 18]));
    expect(world.rounds.some((r) => r.isSimulator)).toBe(true);
    expect(world.rounds.some((r) => !r.isCompleted)).toBe(true);
    expect(world.rounds.some((r) => r.tournamentId !== null && r.roundNumber === 0)).toBe(true);
    expect(world.rounds.some((r) => r.roundNumber === 2)).toBe(true);
    const times = world.rounds.map((r) => Date.parse(r.playedAt));
    expect(Math.max(...times)).toBeLessThan(Date.parse(NOW));
    expect(Math.min(...times)).toBeGreaterThan(Date.parse(NOW) - 3 * 366 * 86_400_000);
  });

  it('shows juniors improving: the first junior scores lower in the last season than in the first', () => {
    const junior = world.players[0]!;
    const mine = world.rounds.filter(
      (r) => r.accountId === junior.accountId && r.isCompleted && r.holeCount === 18,
    );
    const average = (rounds: typeof mine): number =>
      rounds.reduce((s, r) => s + r.holes.reduce((a, h) => a + (h.score ?? 0), 0) - r.courseRating, 0) /
      rounds.length;
    const third = Math.floor(mine.length / 3);
    expect(average(mine.slice(-third))).toBeLessThan(average(mine.slice(0, third)) - 3);
  });

  it('has organisations, tournaments with results and notes, and upcoming events in every status', () => {
    expect(world.organizations.map((o) => o.kind).sort()).toEqual(['academy', 'college', 'high-school']);
    expect(world.organizations.every((o) => o.rosters.some((r) => r.playerAccountIds.length > 0))).toBe(true);
    expect(world.tournamentResults.length).toBeGreaterThan(50);
    expect(world.featuredTournaments.every((f) => f.note.length > 0)).toBe(true);
    expect(new Set(world.scheduleEntries.map((e) => e.status))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    const upcoming = new Set(world.tournaments.filter((t) => t.isUpcoming).map((t) => t.tournamentId));
    expect(world.scheduleEntries.every((e) => upcoming.has(e.tournamentId))).toBe(true);
    // Issue 18: the first showcase player's schedule alone shows every status, each event once.
    const showcase = world.scheduleEntries.filter((e) => e.accountId === world.players[0]!.accountId);
    expect(new Set(showcase.map((e) => e.status))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(new Set(showcase.map((e) => e.tournamentId)).size).toBe(showcase.length);
    // A men's or women's collegiate event is on the schedules of that gender only.
    const tournamentOf = new Map(world.tournaments.map((t) => [t.tournamentId, t]));
    const genderOf = new Map(world.players.map((p) => [p.accountId, p.gender]));
    const mismatched = world.scheduleEntries.filter((e) => {
      const field = tournamentOf.get(e.tournamentId)!.gender;
      return field !== null && field !== genderOf.get(e.accountId);
    });
    expect(mismatched).toEqual([]);
    expect(world.tournaments.some((t) => t.isUpcoming && t.gender === 'F')).toBe(true);
  });

  it("holds each upcoming event on its series' day of the season, a year after its last edition", () => {
    const DAY_MS = 86_400_000;
    const seriesOf = (name: string) => name.replace(/ \d{4}$/, '');
    const upcoming = world.tournaments.filter((t) => t.isUpcoming);
    expect(upcoming.length).toBeGreaterThan(0);
    for (const event of upcoming) {
      const last = world.tournaments
        .filter((t) => !t.isUpcoming && seriesOf(t.name) === seriesOf(event.name))
        .at(-1)!;
      const daysApart = (Date.parse(event.startDate) - Date.parse(last.startDate)) / DAY_MS;
      expect(Math.abs(daysApart - 365), event.name).toBeLessThanOrEqual(7);
      expect(Date.parse(event.startDate)).toBeGreaterThan(Date.parse(NOW));
    }
  });

  it('generates a file for every media url, with news images, links (one video site) and videos', () => {
    const paths = new Set(world.mediaFiles.map((f) => f.path));
    const urls = [
      ...world.media.map((m) => m.url),
      ...world.news.flatMap((n) => [...n.images.map((i) => i.url), ...n.videos.map((v) => v.url)]),
      ...world.players.map((p) => p.imgUrl),
      ...world.organizations.map((o) => o.imgUrl),
    ];
    for (const url of urls) expect(paths.has(url)).toBe(true);
    expect(world.media.some((m) => m.mediaType === 'Video')).toBe(true);
    expect(world.media.some((m) => m.mediaType === 'Image' && m.isFeatured)).toBe(true);
    expect(world.mediaFiles.every((f) => f.bytes.length > 100)).toBe(true);
  });
});

describe('profile widgets content (issue 16)', () => {
  it('writes positions in notes as ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '111th',
    ]);
    expect(world.featuredTournaments.some((f) => /\b1th\b|\b2th\b|\b3th\b/.test(f.note))).toBe(false);
  });

  it('writes notes true of their result: place, total to par and rounds', () => {
    for (const f of world.featuredTournaments) {
      const r = world.tournamentResults.find(
        (x) => x.accountId === f.accountId && x.tournamentId === f.tournamentId,
      )!;
      const toPar = r.totalToPar > 0 ? `+${r.totalToPar}` : r.totalToPar === 0 ? 'E' : String(r.totalToPar);
      expect(f.note).toContain(toPar);
      const place = /\b(\d+)(?:st|nd|rd|th)\b/.exec(f.note);
      if (place) expect(Number(place[1])).toBe(r.position);
      if (/\b(won|win)\b/i.test(f.note)) expect(r.position).toBe(1);
      const rounds = /over (\d+) rounds/.exec(f.note);
      if (rounds) expect(Number(rounds[1])).toBe(r.roundIds.length);
    }
  });

  it('writes schedule notes that fit their status', () => {
    for (const e of world.scheduleEntries) {
      if (e.note === null) continue;
      expect(/qualif/i.test(e.note) && !/Exempt/.test(e.note), e.note).toBe(e.status === 3);
      expect(/withdrew/.test(e.note), e.note).toBe(e.status === 6);
    }
  });

  const webmMagic = [0x1a, 0x45, 0xdf, 0xa3];
  it('makes every swing and news video a real WebM file', () => {
    const videoUrls = [
      ...world.media.filter((m) => m.mediaType === 'Video').map((m) => m.url),
      ...world.news.flatMap((n) => n.videos.map((v) => v.url)),
    ];
    expect(videoUrls.length).toBeGreaterThan(30);
    for (const url of videoUrls) {
      const file = world.mediaFiles.find((f) => f.path === url)!;
      expect(url).toMatch(/\.webm$/);
      expect(file.contentType).toBe('video/webm');
      expect([...file.bytes.slice(0, 4)]).toEqual(webmMagic);
      // A few seconds of small video, not a stub and not a download-sized file.
      expect(file.bytes.length).toBeGreaterThan(5_000);
      expect(file.bytes.length).toBeLessThan(100_000);
    }
  });

  it('gives each first news item several images (one portrait) and a video-site address in a link label', () => {
    const first = world.news.filter((n) => n === world.news.find((m) => m.accountId === n.accountId));
    expect(first.length).toBeGreaterThan(20);
    for (const item of first) {
      expect(item.images.length).toBeGreaterThanOrEqual(2);
      expect(item.links.some((l) => /youtu\.?be/.test(l.label))).toBe(true);
      const portrait = world.mediaFiles.find((f) => f.path === item.images[1]!.url)!;
      expect(new TextDecoder().decode(portrait.bytes)).toContain('width="540" height="960"');
    }
  });

  it('gives the README players every widget at full size', () => {
    // Player 1 has more than 10 cards (View More, the Best 10 tag); player 2 eight (no tag).
    expect(world.featuredTournaments.filter((f) => f.accountId === 1).length).toBeGreaterThan(10);
    for (const accountId of [1, 2]) {
      const results = world.tournamentResults.filter((r) => r.accountId === accountId);
      expect(world.featuredTournaments.filter((f) => f.accountId === accountId)).toHaveLength(results.length);
      expect(world.news.filter((n) => n.accountId === accountId).length).toBe(7);
      const media = world.media.filter((m) => m.accountId === accountId);
      expect(media.filter((m) => m.mediaType === 'Image' && m.isFeatured).length).toBeGreaterThanOrEqual(4);
      expect(media.filter((m) => m.mediaType === 'Video').length).toBeGreaterThanOrEqual(4);
    }
    const featuredKeys = world.featuredTournaments.map((f) => `${f.accountId}|${f.tournamentId}`);
    expect(new Set(featuredKeys).size).toBe(featuredKeys.length);
  });

  it('leaves the golfer without rounds without About text, results or featured tournaments (the filler)', () => {
    const roundsBy = new Set(world.rounds.map((r) => r.accountId));
    const fillers = world.players.filter((p) => !roundsBy.has(p.accountId));
    expect(fillers.map((p) => p.phone)).toEqual(['+15550100010']);
    const filler = fillers[0]!;
    expect(filler.about).toBeNull();
    expect(filler.privacyCase).toBe('public-site');
    expect(world.tournamentResults.some((r) => r.accountId === filler.accountId)).toBe(false);
    expect(world.featuredTournaments.some((f) => f.accountId === filler.accountId)).toBe(false);
  });
});

describe('generateScaleWorld', () => {
  it('streams players with their rounds in batches', () => {
    const courses = generateCourses(1);
    const batches = [
      ...generateScaleWorld(1, courses, NOW, { players: 5, roundsPerPlayer: 4, batchPlayers: 2 }),
    ];
    expect(batches.map((b) => b.players.length)).toEqual([2, 2, 1]);
    expect(batches.flatMap((b) => b.rounds)).toHaveLength(20);
    const ids = batches.flatMap((b) => b.rounds.map((r) => r.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
