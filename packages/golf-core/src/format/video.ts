/** spec 3 §9: video id length 11. */
export const VIDEO_ID_LENGTH = 11;

const ID = `([A-Za-z0-9_-]{${VIDEO_ID_LENGTH}})`;
// spec 3 §2 Widgets: watch, shorts and short-link forms.
const PATTERNS: readonly RegExp[] = [
  new RegExp(`youtube\\.com/watch\\?(?:.*&)?v=${ID}(?![A-Za-z0-9_-])`),
  new RegExp(`youtube\\.com/shorts/${ID}(?![A-Za-z0-9_-])`),
  new RegExp(`youtu\\.be/${ID}(?![A-Za-z0-9_-])`),
];

/** Extracts the 11-character video id from a watch, shorts or youtu.be address; null otherwise. */
export function extractVideoId(url: string): string | null {
  for (const pattern of PATTERNS) {
    const match = pattern.exec(url);
    if (match?.[1]) return match[1];
  }
  return null;
}

/** The privacy-enhanced embed address of a video id (spec 3 §2 news dialog frame). */
export function videoEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`;
}
