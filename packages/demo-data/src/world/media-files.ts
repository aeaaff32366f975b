import { SWING_VIDEO_CLIPS } from './swing-videos/swing-videos.generated';
import type { DemoMediaFile } from './types';

/**
 * Media generated in code (no downloads): small SVG images (tiny, deterministic, crisp in print) and
 * real swing videos (WebM/VP9 clips made offline by swing-videos/make-swing-videos.ts and embedded as
 * base64, so browsers play them and nothing is fetched at install or run time).
 */
const encoder = new TextEncoder();
const SVG = 'image/svg+xml';
const PALETTE = ['#13467a', '#2e7d32', '#8e24aa', '#c62828', '#ef6c00', '#00838f', '#5d4037', '#283593'];

function file(path: string, svg: string): DemoMediaFile {
  return { path, contentType: SVG, bytes: encoder.encode(svg) };
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function avatarFile(path: string, initials: string, colorIndex: number): DemoMediaFile {
  const color = PALETTE[colorIndex % PALETTE.length] ?? '#13467a';
  return file(
    path,
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><rect width="256" height="256" fill="${color}"/><text x="128" y="150" font-family="Helvetica,Arial,sans-serif" font-size="96" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text></svg>`,
  );
}

export function logoFile(path: string, short: string, colorIndex: number): DemoMediaFile {
  const color = PALETTE[colorIndex % PALETTE.length] ?? '#13467a';
  return file(
    path,
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><path d="M120 10 L220 50 L200 170 L120 230 L40 170 L20 50 Z" fill="${color}"/><text x="120" y="140" font-family="Georgia,serif" font-size="56" fill="#fff" text-anchor="middle">${escapeXml(short)}</text></svg>`,
  );
}

/**
 * A golf hole scene: sky, fairway, green and flag; `variant` moves the flag and shifts the colours.
 * `isPortrait` draws it 540×960 instead of 960×540 (news dialogs lay portrait images out differently).
 */
export function sceneFile(path: string, caption: string, variant: number, isPortrait = false): DemoMediaFile {
  const hue = 90 + ((variant * 17) % 50);
  const [w, h] = isPortrait ? [540, 960] : [960, 540];
  const horizon = Math.round(h * 0.56);
  const flagX = Math.round(w * 0.44) + ((variant * 53) % Math.round(w * 0.27));
  const greenY = horizon + 30;
  return file(
    path,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${horizon}" fill="hsl(205,70%,${70 + (variant % 3) * 5}%)"/><rect y="${horizon}" width="${w}" height="${h - horizon}" fill="hsl(${hue},45%,38%)"/><ellipse cx="${flagX}" cy="${greenY}" rx="${Math.round(w * 0.16)}" ry="28" fill="hsl(${hue},55%,52%)"/><line x1="${flagX}" y1="${greenY}" x2="${flagX}" y2="${greenY - 100}" stroke="#eee" stroke-width="4"/><path d="M${flagX} ${greenY - 100} l46 14 l-46 14 Z" fill="#d32f2f"/><text x="40" y="${h - 30}" font-family="Helvetica,Arial,sans-serif" font-size="30" fill="#fff">${escapeXml(caption)}</text></svg>`,
  );
}

let clipBytes: Uint8Array[] | null = null;

function decodeBase64(base64: string): Uint8Array {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** How many different swing clips there are; `swingVideoFile` picks one by `variant`. */
export const SWING_CLIP_COUNT = SWING_VIDEO_CLIPS.length;

/** A swing video file (WebM/VP9, 3 s): clip `variant` of the generated set, under `path`. */
export function swingVideoFile(path: string, variant: number): DemoMediaFile {
  clipBytes ??= SWING_VIDEO_CLIPS.map((c) => decodeBase64(c.base64));
  const index = ((variant % SWING_CLIP_COUNT) + SWING_CLIP_COUNT) % SWING_CLIP_COUNT;
  return { path, contentType: SWING_VIDEO_CLIPS[index]!.contentType, bytes: clipBytes[index]! };
}

/** The caption of clip `variant` (what the video shows). */
export function swingClipCaption(variant: number): string {
  return SWING_VIDEO_CLIPS[((variant % SWING_CLIP_COUNT) + SWING_CLIP_COUNT) % SWING_CLIP_COUNT]!.caption;
}
