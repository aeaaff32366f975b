/**
 * Frames of the demo swing videos, drawn as SVG: a golfer (stick figure) makes a full swing and the
 * ball flies off after impact. `make-swing-videos.ts` renders them with ffmpeg (librsvg) into short
 * WebM/VP9 clips; nothing here reads the clock or the disk.
 */
export const FRAME_WIDTH = 480;
export const FRAME_HEIGHT = 270;
export const FRAMES_PER_SECOND = 24;
export const CLIP_SECONDS = 3;

export type SwingClipSpec = {
  /** File stem of the clip (`swing-{name}.webm`). */
  name: string;
  caption: string;
  /** Shirt colour. */
  color: string;
  /** Sky and grass hues. */
  skyHue: number;
  grassHue: number;
  /** Seen from down the line: the swing is drawn mirrored and the ball flies away from the camera. */
  isDownTheLine: boolean;
  /** Top-of-backswing angle in degrees (full swing −150, wedge −100). */
  backswingDeg: number;
};

export const SWING_CLIPS: readonly SwingClipSpec[] = [
  {
    name: 'driver-face-on',
    caption: 'Driver, face-on',
    color: '#13467a',
    skyHue: 205,
    grassHue: 110,
    isDownTheLine: false,
    backswingDeg: -155,
  },
  {
    name: 'driver-down-the-line',
    caption: 'Driver, down the line',
    color: '#c62828',
    skyHue: 200,
    grassHue: 100,
    isDownTheLine: true,
    backswingDeg: -150,
  },
  {
    name: '7-iron-face-on',
    caption: '7-iron, face-on',
    color: '#2e7d32',
    skyHue: 210,
    grassHue: 95,
    isDownTheLine: false,
    backswingDeg: -135,
  },
  {
    name: 'wedge-50-yd',
    caption: 'Wedge, 50 yd',
    color: '#8e24aa',
    skyHue: 195,
    grassHue: 120,
    isDownTheLine: false,
    backswingDeg: -100,
  },
];

/** Swing keyframes over the clip (fraction of the clip → club angle in degrees; 0 = address). */
function clubAngle(t: number, top: number): number {
  const keys: [number, number][] = [
    [0, 0],
    [0.12, 0],
    [0.42, top],
    [0.5, top],
    [0.62, 0],
    [0.75, 120],
    [0.85, 150],
    [1, 150],
  ];
  for (let i = 1; i < keys.length; i++) {
    const [t1, a1] = keys[i]!;
    const [t0, a0] = keys[i - 1]!;
    if (t <= t1) {
      const u = (t - t0) / (t1 - t0 || 1);
      const eased = u * u * (3 - 2 * u);
      return a0 + (a1 - a0) * eased;
    }
  }
  return keys.at(-1)![1];
}

/** Impact happens at this fraction of the clip; the ball leaves then. */
const IMPACT = 0.62;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** The SVG of frame `index` of a clip. */
export function swingFrameSvg(spec: SwingClipSpec, index: number, frameCount: number): string {
  const t = index / (frameCount - 1);
  const angle = clubAngle(t, spec.backswingDeg);
  const w = FRAME_WIDTH;
  const h = FRAME_HEIGHT;
  const cx = w / 2;
  const shoulder = { x: cx, y: 118 };
  // Arms and club swing around the shoulders; the club hinges at the wrists on the way back.
  const hinge = Math.max(0, Math.min(1, -angle / 90)) * 60;
  const armDir = rad(angle);
  const hands = { x: shoulder.x + Math.sin(armDir) * 58, y: shoulder.y + Math.cos(armDir) * 58 };
  const clubDir = rad(angle - hinge * Math.sign(angle || 1));
  const head = { x: hands.x + Math.sin(clubDir) * 70, y: hands.y + Math.cos(clubDir) * 70 };
  const mirror = spec.isDownTheLine ? ` transform="translate(${w} 0) scale(-1 1)"` : '';
  const ballStart = { x: cx + 2, y: 244 };
  let ball = ballStart;
  let ballRadius = 5;
  if (t > IMPACT) {
    const s = (t - IMPACT) / (1 - IMPACT);
    ball = spec.isDownTheLine
      ? { x: ballStart.x - 40 * s, y: ballStart.y - 160 * s + 90 * s * s }
      : { x: ballStart.x - 330 * s, y: ballStart.y - 190 * s + 120 * s * s };
    ballRadius = spec.isDownTheLine ? 5 - 3.5 * s : 5;
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${spec.skyHue},70%,62%)"/><stop offset="1" stop-color="hsl(${spec.skyHue},60%,86%)"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
    `<rect y="168" width="${w}" height="${h - 168}" fill="hsl(${spec.grassHue},42%,40%)"/>`,
    `<ellipse cx="${cx}" cy="250" rx="120" ry="14" fill="hsl(${spec.grassHue},48%,50%)"/>`,
    `<g${mirror}>`,
    // legs and body
    `<line x1="${cx}" y1="178" x2="${cx - 22}" y2="246" stroke="#37474f" stroke-width="9" stroke-linecap="round"/>`,
    `<line x1="${cx}" y1="178" x2="${cx + 22}" y2="246" stroke="#37474f" stroke-width="9" stroke-linecap="round"/>`,
    `<line x1="${cx}" y1="110" x2="${cx}" y2="180" stroke="${spec.color}" stroke-width="16" stroke-linecap="round"/>`,
    `<circle cx="${cx + 4}" cy="86" r="17" fill="#f1d3b3"/>`,
    `<path d="M${cx - 14} 80 q18 -20 36 0 z" fill="#263238"/>`,
    // arms, club and hands
    `<line x1="${shoulder.x}" y1="${shoulder.y}" x2="${hands.x.toFixed(1)}" y2="${hands.y.toFixed(1)}" stroke="${spec.color}" stroke-width="8" stroke-linecap="round"/>`,
    `<line x1="${hands.x.toFixed(1)}" y1="${hands.y.toFixed(1)}" x2="${head.x.toFixed(1)}" y2="${head.y.toFixed(1)}" stroke="#cfd8dc" stroke-width="4" stroke-linecap="round"/>`,
    `<circle cx="${head.x.toFixed(1)}" cy="${head.y.toFixed(1)}" r="5" fill="#90a4ae"/>`,
    `<circle cx="${hands.x.toFixed(1)}" cy="${hands.y.toFixed(1)}" r="6" fill="#f1d3b3"/>`,
    `<circle cx="${ball.x.toFixed(1)}" cy="${ball.y.toFixed(1)}" r="${ballRadius.toFixed(1)}" fill="#fff" stroke="#999" stroke-width="1"/>`,
    `</g>`,
    // Caption at the top: the player's controls cover the bottom edge while it plays.
    `<rect x="0" y="0" width="${w}" height="32" fill="rgba(0,0,0,0.4)"/>`,
    `<text x="14" y="22" font-family="DejaVu Sans,Helvetica,Arial,sans-serif" font-size="17" fill="#fff">${spec.caption}</text>`,
    `<text x="${w - 14}" y="22" font-family="DejaVu Sans,Helvetica,Arial,sans-serif" font-size="12" fill="#e0e0e0" text-anchor="end">Linksight demo</text>`,
    `</svg>`,
  ].join('');
}
