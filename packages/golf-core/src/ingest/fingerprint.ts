import type { ValidRound } from './types';

/** cyrb53: a fast 53-bit string hash (public domain); enough to tell rounds apart, not a secret. */
function cyrb53(text: string, seed = 0): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * A client round id for a round sent without one (an import file's row group): the same date, course,
 * tee and hole scores give the same id, so importing a file twice skips its rounds as duplicates.
 * `courseId` is the Linksight course the round resolved to, not how the file named it: the import page
 * names a course it creates by externalId, then by id once it exists (issue 20: a CSV twice was new twice).
 */
export function roundFingerprint(round: ValidRound, courseId: number): string {
  const holes = round.holes.map((h) => `${h.number}:${h.par}:${h.score ?? '-'}:${h.shots.length}`).join(',');
  return `fp-${cyrb53(`${round.playedAt}|${courseId}|${round.teeName}|${holes}`)}`;
}
