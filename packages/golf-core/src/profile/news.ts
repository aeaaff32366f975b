import { extractVideoId } from '../format/video';

/** spec 3 §4/§9 news list: 4 shown at first (3 under 1050 px wide), View More +4, View Less −4, minimum 4. */
export const NEWS_PAGE_SIZE = 4;
export const NEWS_NARROW_PAGE_SIZE = 3;
export const NEWS_NARROW_MAX_WIDTH_PX = 1050;
export const NEWS_STEP = 4;

export function initialNewsCount(windowWidthPx: number): number {
  return windowWidthPx < NEWS_NARROW_MAX_WIDTH_PX ? NEWS_NARROW_PAGE_SIZE : NEWS_PAGE_SIZE;
}

/** spec 3 §2: View More appears while fewer items are shown than exist. */
export const canViewMoreNews = (shown: number, total: number) => shown < total;
/** spec 3 §2: View Less appears when more than 4 are shown. */
export const canViewLessNews = (shown: number) => shown > NEWS_PAGE_SIZE;

export function newsViewMore(shown: number, total: number): number {
  return Math.min(total, shown + NEWS_STEP);
}

/** Removes 4, never below 4 (spec 3 §2). */
export function newsViewLess(shown: number): number {
  return Math.max(NEWS_PAGE_SIZE, shown - NEWS_STEP);
}

/** spec 3 §2 news article dialog: the embedded video frame is 300×250. */
export const NEWS_VIDEO_FRAME = { width: 300, height: 250 } as const;

export type NewsLinkView =
  { kind: 'video'; videoId: string; label: string } | { kind: 'anchor'; label: string; url: string };

/**
 * spec 3 §2: a link whose label contains a video-site address is embedded from its 11-character id;
 * any other link is an anchor showing its label. Decision: a label without an address whose url is a
 * video-site address is embedded too (the label is then only the frame's title).
 */
export function newsLinkView(link: { label: string; url: string }): NewsLinkView {
  const videoId = extractVideoId(link.label) ?? extractVideoId(link.url);
  return videoId !== null
    ? { kind: 'video', videoId, label: link.label }
    : { kind: 'anchor', label: link.label, url: link.url };
}

/** spec 3 §2: portrait images (taller than wide) are laid out differently. */
export const isPortrait = (size: { width: number; height: number }) => size.height > size.width;
