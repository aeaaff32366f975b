import type { DemoMediaFile } from './types';

/**
 * Media generated in code (no downloads): small SVG images and animated SVG "swing videos".
 * SVG keeps the files tiny, deterministic and crisp in print.
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

/** A golf hole scene: sky, fairway, green and flag; `variant` moves the flag and shifts the colours. */
export function sceneFile(path: string, caption: string, variant: number): DemoMediaFile {
  const hue = 90 + ((variant * 17) % 50);
  const flagX = 420 + ((variant * 53) % 260);
  return file(
    path,
    `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540"><rect width="960" height="300" fill="hsl(205,70%,${70 + (variant % 3) * 5}%)"/><rect y="300" width="960" height="240" fill="hsl(${hue},45%,38%)"/><ellipse cx="${flagX}" cy="330" rx="150" ry="28" fill="hsl(${hue},55%,52%)"/><line x1="${flagX}" y1="330" x2="${flagX}" y2="230" stroke="#eee" stroke-width="4"/><path d="M${flagX} 230 l46 14 l-46 14 Z" fill="#d32f2f"/><text x="40" y="510" font-family="Helvetica,Arial,sans-serif" font-size="30" fill="#fff">${escapeXml(caption)}</text></svg>`,
  );
}

/** An animated stick-figure swing (2 s loop): the demo's stand-in for a swing video file. */
export function swingVideoFile(path: string, caption: string, variant: number): DemoMediaFile {
  const color = PALETTE[variant % PALETTE.length] ?? '#13467a';
  return file(
    path,
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="#1b2a1b"/><circle cx="320" cy="110" r="22" fill="#f1d3b3"/><line x1="320" y1="132" x2="320" y2="230" stroke="${color}" stroke-width="14"/><line x1="320" y1="230" x2="295" y2="320" stroke="#333" stroke-width="12"/><line x1="320" y1="230" x2="345" y2="320" stroke="#333" stroke-width="12"/><g><line x1="320" y1="160" x2="320" y2="300" stroke="#ccc" stroke-width="5"/><animateTransform attributeName="transform" type="rotate" values="0 320 160;-150 320 160;-150 320 160;60 320 160;140 320 160;0 320 160" keyTimes="0;0.35;0.45;0.6;0.8;1" dur="2s" repeatCount="indefinite"/></g><text x="20" y="345" font-family="Helvetica,Arial,sans-serif" font-size="20" fill="#fff">${escapeXml(caption)}</text></svg>`,
  );
}
