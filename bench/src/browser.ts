import { existsSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** ARCHITECTURE §2: never download a browser; CHROMIUM_PATH, then Debian's chromium. */
export function chromiumPath(): string | null {
  for (const candidate of [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'])
    if (candidate && existsSync(candidate)) return candidate;
  return null;
}

export const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Two animation frames: what was committed to the DOM has been painted. */
export const painted = (page: Page) =>
  // A string: this package is type-checked for Node, without the DOM's names.
  page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
