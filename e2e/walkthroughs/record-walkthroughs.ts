/**
 * Records the landing page's walkthrough videos (spec 1 §2.7 "Watch Videos"): the demo world's real
 * screens, driven by Playwright in Chromium and encoded with ffmpeg as WebM/VP9 with a JPEG poster, into
 * apps/web/public/videos/. Run against a server with the demo world (`npm start`, or any BASE_URL):
 *
 *   apt-get install -y ffmpeg chromium
 *   BASE_URL=http://127.0.0.1:3000 npm run walkthroughs -w e2e
 *
 * The clips are committed: nothing is recorded at install, build or run time.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import {
  WALKTHROUGH_SIZE,
  WALKTHROUGHS,
  type WalkthroughName,
} from '../../apps/web/src/features/landing/walkthroughs';
import { DEMO_PASSWORD } from '../support/api-login';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const OUT_DIR = path.resolve(import.meta.dirname, '../../apps/web/public/videos');
const DEMO_PLAYER = { phoneNumber: '+15550100001', password: DEMO_PASSWORD }; // README "Demo logins"
const WES = '/player/wes.haugen';

/** The dashboard's spider chart (its label starts so whichever overviews it shows). */
const spiderChart = (page: Page) => page.getByRole('img', { name: /^Spider chart/ }).first();

/** A visible pointer: headless recordings draw none, and a viewer follows the clicks by it. */
function showPointer() {
  addEventListener('DOMContentLoaded', () => {
    const dot = document.createElement('div');
    Object.assign(dot.style, {
      position: 'fixed',
      width: '22px',
      height: '22px',
      margin: '-11px 0 0 -11px',
      borderRadius: '50%',
      background: 'rgba(230, 159, 0, 0.55)',
      border: '2px solid #fff',
      boxShadow: '0 0 0 1px #333',
      pointerEvents: 'none',
      zIndex: '2147483647',
      left: '-40px',
      top: '-40px',
      transition: 'transform 120ms',
    });
    document.body.append(dot);
    addEventListener(
      'mousemove',
      (e) => Object.assign(dot.style, { left: `${e.clientX}px`, top: `${e.clientY}px` }),
      true,
    );
    addEventListener('mousedown', () => (dot.style.transform = 'scale(0.7)'), true);
    addEventListener('mouseup', () => (dot.style.transform = ''), true);
  });
}

/** Moves the pointer there in steps (a person's hand, not a jump), then pauses. */
async function glide(page: Page, x: number, y: number, pauseMs = 400) {
  await page.mouse.move(x, y, { steps: 20 });
  await page.waitForTimeout(pauseMs);
}

async function glideTo(page: Page, selector: ReturnType<Page['locator']>, pauseMs = 400) {
  const box = (await selector.boundingBox())!;
  await glide(page, box.x + box.width / 2, box.y + box.height / 2, pauseMs);
}

/** Moves the pointer to `target`, clicks it and lets the screen answer for `afterMs`. */
async function press(page: Page, target: ReturnType<Page['locator']>, afterMs: number) {
  await glideTo(page, target);
  await target.click();
  await page.waitForTimeout(afterMs);
}

/** Starts the clip with `target` just under the top bar (px from the viewport's top). */
async function scrollToTop(target: ReturnType<Page['locator']>, offset: number) {
  await target.evaluate((el, y) => scrollTo(0, el.getBoundingClientRect().top + scrollY - y), offset);
}

async function scrollBy(page: Page, pixels: number) {
  for (let moved = 0; moved < pixels; moved += 40) {
    await page.mouse.wheel(0, 40);
    await page.waitForTimeout(30);
  }
}

/** Each clip: open the screen, wait for it to be ready (the clip starts there), then use it. */
const SCRIPTS: Record<
  WalkthroughName,
  { open: (page: Page) => Promise<void>; use: (page: Page) => Promise<void> }
> = {
  dashboard: {
    open: async (page) => {
      await page.goto('/dashboard');
      await spiderChart(page).locator('svg').waitFor();
      await page
        .getByText(/Assessment/)
        .first()
        .waitFor();
      await scrollToTop(spiderChart(page), 130);
    },
    use: async (page) => {
      const box = (await spiderChart(page).boundingBox())!;
      for (const [dx, dy] of [
        [0.5, 0.15],
        [0.85, 0.4],
        [0.7, 0.85],
        [0.3, 0.85],
        [0.15, 0.4],
      ] as const)
        await glide(page, box.x + box.width * dx, box.y + box.height * dy, 700);
      await scrollBy(page, 700);
      await page.waitForTimeout(1200);
      await scrollBy(page, 500);
      await page.waitForTimeout(1500);
    },
  },
  'shot-map': {
    open: async (page) => {
      await page.goto(`${WES}/my-rounds`);
      await page.getByTestId('shot-map-hole').waitFor();
      await page.locator('[data-testid="shot-map-preview"] button').first().waitFor();
      await scrollToTop(page.getByTestId('shot-map-hole'), 110);
    },
    use: async (page) => {
      const map = page.getByTestId('shot-map');
      await glideTo(page, map, 300);
      await page.waitForSelector('[data-testid="shot-map"][data-status="ready"]', { timeout: 30_000 });
      await page.waitForTimeout(800);
      const next = page.getByRole('button', { name: 'Next', exact: true });
      for (let i = 0; i < 2; i++) await press(page, next, 1400);
      await press(page, page.getByRole('button', { name: 'Green View' }), 1800);
      await scrollBy(page, 500);
      await page.waitForTimeout(1500);
    },
  },
  resume: {
    open: async (page) => {
      await page.goto(`${WES}/resume`);
      await page.getByTestId('about-card').waitFor();
      await page.getByTestId('round-chart').first().locator('svg').first().waitFor();
    },
    use: async (page) => {
      const view = page.getByTestId('about-card').getByRole('button', { name: 'View Resume' });
      await press(page, view, 0);
      const dialog = page.getByRole('dialog', { name: /Resume Builder/ });
      await dialog.getByTestId('resume-chart-bestTen').waitFor();
      await page.waitForTimeout(1200);
      const charts = dialog
        .getByTestId('resume-section-performanceChartsPage')
        .getByText('Performance Charts Page');
      await press(page, charts, 800);
      const lastTen = dialog.getByRole('checkbox', { name: 'Last 10 Rounds' });
      await glideTo(page, lastTen);
      await lastTen.check();
      await dialog.getByTestId('resume-chart-lastTen').waitFor();
      await page.waitForTimeout(600);
      const preview = dialog.getByTestId('resume-preview');
      await glideTo(page, preview, 200);
      await scrollBy(page, 800);
      await page.waitForTimeout(1500);
    },
  },
};

/** Runs Debian's ffmpeg quietly, overwriting its output. */
function ffmpeg(args: readonly string[]) {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
}

type Frame = { jpeg: Buffer; seconds: number };

/** Runs `act` while Chromium's screencast records the page: its frames with their timestamps (s). */
async function recordScreencast(page: Page, act: () => Promise<void>): Promise<Frame[]> {
  const cdp = await page.context().newCDPSession(page);
  const frames: Frame[] = [];
  cdp.on('Page.screencastFrame', ({ data, metadata, sessionId }) => {
    frames.push({ jpeg: Buffer.from(data, 'base64'), seconds: metadata.timestamp ?? Date.now() / 1000 });
    void cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => undefined);
  });
  await cdp.send('Page.startScreencast', {
    format: 'jpeg',
    quality: 92,
    maxWidth: WALKTHROUGH_SIZE.width,
    maxHeight: WALKTHROUGH_SIZE.height,
  });
  await act();
  const ended = Date.now() / 1000;
  await cdp.send('Page.stopScreencast');
  frames.push({ jpeg: frames.at(-1)!.jpeg, seconds: ended });
  return frames;
}

/** Frames held for as long as the screen showed them (ffmpeg's concat list), as WebM/VP9 at 24 fps. */
function encode(frames: readonly Frame[], dir: string, out: string) {
  const list: string[] = [];
  frames.forEach((frame, i) => {
    const file = path.join(dir, `frame-${String(i).padStart(5, '0')}.jpg`);
    writeFileSync(file, frame.jpeg);
    const next = frames[i + 1];
    list.push(`file '${file}'`);
    if (next) list.push(`duration ${Math.max(0.001, next.seconds - frame.seconds).toFixed(3)}`);
  });
  const listFile = path.join(dir, 'frames.txt');
  writeFileSync(listFile, `${list.join('\n')}\n`);
  ffmpeg([
    '-f',
    'concat',
    '-safe',
    '0',
    '-i',
    listFile,
    '-an',
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '38',
    '-row-mt',
    '1',
    '-r',
    '24',
    '-vf',
    `scale=${WALKTHROUGH_SIZE.width}:${WALKTHROUGH_SIZE.height}:force_original_aspect_ratio=decrease,pad=${WALKTHROUGH_SIZE.width}:${WALKTHROUGH_SIZE.height}:(ow-iw)/2:(oh-ih)/2,format=yuv420p`,
    '-map_metadata',
    '-1',
    out,
  ]);
}

async function logIn(): Promise<string> {
  const response = await fetch(`${BASE_URL}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_PLAYER),
  });
  if (!response.ok)
    throw new Error(`demo login failed: ${response.status} (is the demo world at ${BASE_URL}?)`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

const token = await logIn();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const clip of WALKTHROUGHS) {
    const dir = mkdtempSync(path.join(os.tmpdir(), `walkthrough-${clip.name}-`));
    try {
      const context = await browser.newContext({ baseURL: BASE_URL, viewport: WALKTHROUGH_SIZE });
      await context.addInitScript((t) => localStorage.setItem('id_token', t), token);
      await context.addInitScript(showPointer);
      const page = await context.newPage();
      const script = SCRIPTS[clip.name];
      await script.open(page);
      await page.waitForTimeout(500);
      // The clip starts once the screen is drawn: Chromium's screencast sends a frame per change.
      const frames = await recordScreencast(page, () => script.use(page));
      await context.close();
      const out = path.join(OUT_DIR, `${clip.name}.webm`);
      encode(frames, dir, out);
      // The poster is the clip's middle: the screen in use rather than just opened.
      const middleS = (frames.at(-1)!.seconds - frames[0]!.seconds) / 2;
      ffmpeg([
        '-ss',
        middleS.toFixed(2),
        '-i',
        out,
        '-frames:v',
        '1',
        '-q:v',
        '5',
        path.join(OUT_DIR, `${clip.name}.jpg`),
      ]);
      console.log(`${clip.name}: ${out}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
} finally {
  await browser.close();
}
