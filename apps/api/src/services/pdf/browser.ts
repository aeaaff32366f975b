import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

/**
 * ARCHITECTURE §2: the flags every headless Chromium of the project runs with (WebGL through SwiftShader);
 * Playwright adds `--headless` itself.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** Where the browser comes from: a local binary, a remote endpoint, or nowhere (with the reason). */
export type BrowserSource =
  | { kind: 'local'; executablePath: string }
  | { kind: 'remote'; wsEndpoint: string }
  | { kind: 'none'; reason: string };

/**
 * ARCHITECTURE §2: `PDF_BROWSER_WS_ENDPOINT` (a remote Playwright/Browserless browser), else
 * `CHROMIUM_PATH`, else `/usr/bin/chromium`, else Playwright's own install. Never downloads a browser. A
 * `CHROMIUM_PATH` that names no file is an error, not a reason to look elsewhere.
 */
export function resolveBrowserSource(options: {
  chromiumPath: string | null;
  wsEndpoint: string | null;
  exists?: (path: string) => boolean;
}): BrowserSource {
  const exists = options.exists ?? existsSync;
  if (options.wsEndpoint) return { kind: 'remote', wsEndpoint: options.wsEndpoint };
  if (options.chromiumPath) {
    return exists(options.chromiumPath)
      ? { kind: 'local', executablePath: options.chromiumPath }
      : {
          kind: 'none',
          reason: `PDF export is unavailable: CHROMIUM_PATH (${options.chromiumPath}) is not a file. Point CHROMIUM_PATH at a Chromium or Chrome binary.`,
        };
  }
  if (exists(DEFAULT_CHROMIUM_PATH)) return { kind: 'local', executablePath: DEFAULT_CHROMIUM_PATH };
  let bundled: string | null = null;
  try {
    bundled = chromium.executablePath();
  } catch {
    bundled = null;
  }
  if (bundled && exists(bundled)) return { kind: 'local', executablePath: bundled };
  return {
    kind: 'none',
    reason: `PDF export is unavailable: no Chromium found. Install chromium (${DEFAULT_CHROMIUM_PATH}) or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
  };
}

/** A connected browser, with its process id when this process started it. */
export type LiveBrowser = {
  browser: Browser;
  pid: number | null;
  close: () => Promise<void>;
};

/**
 * Starts (or connects to) the browser. A local browser runs as a Playwright browser server so its process
 * is known (tests kill it; the bench reads its memory) and its death is seen as a disconnection.
 */
export async function openBrowser(source: Exclude<BrowserSource, { kind: 'none' }>): Promise<LiveBrowser> {
  if (source.kind === 'remote') {
    const browser = await chromium.connect(source.wsEndpoint);
    return { browser, pid: null, close: () => browser.close() };
  }
  const server: BrowserServer = await chromium.launchServer({
    executablePath: source.executablePath,
    args: CHROMIUM_ARGS,
    // The app closes the browser when it closes (graceful drain on SIGTERM lets PDFs in flight finish).
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  try {
    const browser = await chromium.connect(server.wsEndpoint());
    return {
      browser,
      pid: server.process().pid ?? null,
      close: async () => {
        await browser.close().catch(() => {});
        await server.close().catch(() => {});
      },
    };
  } catch (err) {
    await server.close().catch(() => {});
    throw err;
  }
}
