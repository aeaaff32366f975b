import type { BrowserContext, Page } from 'playwright-core';
import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode } from '@linksight/api-contract';
import { AppError } from '../../lib/errors';
import { openBrowser, type BrowserSource, type LiveBrowser } from './browser';
import { createSlotQueue, QueueRefusal } from './slot-queue';

export type PdfFormat = 'A4' | 'Letter';

export type RenderRequest = {
  /** An app path with its query, e.g. `/cgr/resume?hash=…&paper=A4`. */
  path: string;
  format: PdfFormat;
};

export type PdfRendererOptions = {
  source: BrowserSource;
  /** The origin report pages are opened on; read at each render (the port is known once listening). */
  baseUrl: () => string;
  /**
   * Accept any certificate on that origin: true only when it is this server on the loopback interface
   * over TLS, whose certificate names the public host, not 127.0.0.1.
   */
  ignoreHttpsErrors?: boolean;
  poolSize: number;
  queueMax: number;
  queueTimeoutMs: number;
  renderTimeoutMs: number;
  log: FastifyBaseLogger;
};

/** A page is closed and replaced after this many PDFs, so a long-running browser does not grow. */
export const MAX_RENDERS_PER_PAGE = 50;

/**
 * Paper margins. The footer (date, page X of Y) is drawn in the bottom margin; ReportDocument's `@page`
 * rule uses the same values, so printing from the browser lays out like the server's PDF.
 */
export const PDF_MARGINS = { top: '12mm', right: '12mm', bottom: '14mm', left: '12mm' } as const;

/** The report's own footer: the date it was printed and page numbers (no browser header/footer). */
function footerTemplate(printedOn: string): string {
  const escaped = printedOn.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<div style="font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 7.5px; color: #6b7280; width: 100%; padding: 0 12mm; display: flex; justify-content: space-between;"><span>Linksight · ${escaped}</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`;
}

type ReportBody = { body: { dataset: Record<string, string | undefined> } | null };

/**
 * The page's declaration (useReportReady in the web app): 'true' when it is complete, 'error' when it
 * cannot be. A function, not a string: Playwright evaluates a string predicate with eval, which the app's
 * Content-Security-Policy (no 'unsafe-eval', issue 22) refuses. No nested named functions: the source is
 * sent to the browser as it is.
 */
const readyState = () => {
  const v = (globalThis as unknown as { document: ReportBody }).document.body?.dataset.reportReady;
  return v === 'true' || v === 'error' ? v : null;
};

type PooledPage = { live: LiveBrowser; context: BrowserContext; page: Page; renders: number };

/** Thrown when the browser went away during a render: the render is retried once on a new browser. */
class BrowserGone extends Error {}

/**
 * Whether an error means the browser is gone. Playwright may report "Browser closed" before the
 * connection's `disconnected` event, so the message counts as much as the connection state.
 */
const DEATH_MESSAGE =
  /browser (has been )?closed|browser has disconnected|target (page, context or browser )?(has been )?closed|connection closed/i;
function isBrowserDeath(err: unknown, live: LiveBrowser): boolean {
  return !live.browser.isConnected() || (err instanceof Error && DEATH_MESSAGE.test(err.message));
}

/**
 * One headless Chromium per process, launched on first use, with a bounded pool of pages and a bounded,
 * timed queue (ARCHITECTURE §6). When the browser dies (crash, killed) the next render launches a new
 * one; a render caught by the death is retried once.
 */
export function createPdfRenderer(options: PdfRendererOptions) {
  const { source, log } = options;
  const queue = createSlotQueue({
    slots: options.poolSize,
    maxWaiting: options.queueMax,
    waitTimeoutMs: options.queueTimeoutMs,
  });
  let current: Promise<LiveBrowser> | null = null;
  let currentLive: LiveBrowser | null = null;
  const idle: PooledPage[] = [];
  const counters = { launches: 0, rendered: 0, failed: 0 };
  let isClosed = false;

  function unavailable(detail: string): AppError {
    return AppError.unavailable(detail, ErrorCode.pdfUnavailable, 30);
  }

  /** The running browser, launching (or reconnecting) when there is none or it has died. */
  async function browser(): Promise<LiveBrowser> {
    if (source.kind === 'none') throw unavailable(source.reason);
    if (currentLive && !currentLive.browser.isConnected()) forget(currentLive);
    if (current) return current;
    const launching = openBrowser(source).then(
      (live) => {
        counters.launches++;
        currentLive = live;
        live.browser.on('disconnected', () => {
          log.warn({ pid: live.pid }, 'pdf: browser disconnected; the next PDF starts a new one');
          forget(live);
        });
        if (isClosed) void live.close();
        return live;
      },
      (err: unknown) => {
        current = null;
        log.error({ err }, 'pdf: could not start the browser');
        throw unavailable(
          source.kind === 'remote'
            ? `PDF export is unavailable: could not connect to PDF_BROWSER_WS_ENDPOINT (${source.wsEndpoint}).`
            : `PDF export is unavailable: Chromium at ${source.executablePath} (CHROMIUM_PATH) did not start.`,
        );
      },
    );
    current = launching;
    return launching;
  }

  /** Drops a dead browser and its pages, so the next render starts afresh. */
  function forget(live: LiveBrowser) {
    if (currentLive === live) {
      currentLive = null;
      current = null;
    }
    for (let i = idle.length - 1; i >= 0; i--) if (idle[i]!.live === live) idle.splice(i, 1);
    void live.close();
  }

  async function takePage(): Promise<PooledPage> {
    const live = await browser();
    const reusable = idle.findIndex((p) => p.live === live && !p.page.isClosed());
    if (reusable >= 0) return idle.splice(reusable, 1)[0]!;
    try {
      const context = await live.browser.newContext({
        serviceWorkers: 'block',
        ignoreHTTPSErrors: options.ignoreHttpsErrors ?? false,
      });
      const page = await context.newPage();
      await page.emulateMedia({ media: 'print' });
      return { live, context, page, renders: 0 };
    } catch (err) {
      if (isBrowserDeath(err, live)) {
        forget(live);
        throw new BrowserGone();
      }
      throw err;
    }
  }

  function returnPage(pooled: PooledPage, isHealthy: boolean) {
    pooled.renders++;
    if (isHealthy && !isClosed && pooled.renders < MAX_RENDERS_PER_PAGE && pooled.live === currentLive) {
      idle.push(pooled);
      return;
    }
    void pooled.context.close().catch(() => {});
  }

  async function printOnce({ path, format }: RenderRequest, deadline: number): Promise<Buffer> {
    const pooled = await takePage();
    const { page } = pooled;
    let isHealthy = false;
    try {
      const url = new URL(path, options.baseUrl()).toString();
      const remaining = () => Math.max(1, deadline - Date.now());
      await page.goto(url, { waitUntil: 'domcontentloaded', timeout: remaining() });
      const state = await page
        .waitForFunction(readyState, undefined, { timeout: remaining(), polling: 50 })
        .then((handle) => handle.jsonValue() as Promise<'true' | 'error'>);
      if (state === 'error') {
        const detail = await page.evaluate<string>(`document.body.dataset.reportError || ''`);
        isHealthy = true;
        throw new AppError(
          500,
          ErrorCode.pdfFailed,
          `The report page ${new URL(url).pathname} failed${detail ? `: ${detail}` : ''}`,
        );
      }
      await page.evaluate('document.fonts.ready.then(() => true)');
      const pdf = await page.pdf({
        format,
        printBackground: true,
        displayHeaderFooter: true,
        headerTemplate: '<span></span>',
        footerTemplate: footerTemplate(
          new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
        ),
        margin: PDF_MARGINS,
      });
      isHealthy = true;
      // Leave the page blank between reports: the next one never sees this report's data.
      await page.goto('about:blank').catch(() => (isHealthy = false));
      return pdf;
    } catch (err) {
      if (isBrowserDeath(err, pooled.live)) {
        forget(pooled.live);
        throw new BrowserGone();
      }
      if (err instanceof AppError) throw err;
      if (err instanceof Error && err.name === 'TimeoutError')
        throw new AppError(
          504,
          ErrorCode.pdfFailed,
          `The report page did not become ready within ${Math.round(options.renderTimeoutMs / 1000)} s`,
        );
      throw err;
    } finally {
      returnPage(pooled, isHealthy);
    }
  }

  return {
    source,

    /**
     * Opens the app's page at `path` in a pooled page, waits until it declares itself ready
     * (`document.body.dataset.reportReady === 'true'`; `'error'` fails at once with
     * `dataset.reportError`) and prints it with its print CSS and backgrounds, in the given paper size.
     */
    async render(request: RenderRequest): Promise<Buffer> {
      if (source.kind === 'none') throw unavailable(source.reason);
      let release: () => void;
      try {
        release = await queue.acquire();
      } catch (err) {
        if (err instanceof QueueRefusal)
          throw AppError.unavailable(
            `PDF export is busy (${err.message}). Please try again in ${err.retryAfterSeconds} s.`,
            ErrorCode.pdfBusy,
            err.retryAfterSeconds,
          );
        throw err;
      }
      const deadline = Date.now() + options.renderTimeoutMs;
      try {
        try {
          const pdf = await printOnce(request, deadline);
          counters.rendered++;
          return pdf;
        } catch (err) {
          if (!(err instanceof BrowserGone)) throw err;
          log.warn('pdf: the browser died during a render; retrying once on a new browser');
          const pdf = await printOnce(request, Math.max(deadline, Date.now() + 5_000));
          counters.rendered++;
          return pdf;
        }
      } catch (err) {
        counters.failed++;
        if (err instanceof BrowserGone) throw unavailable('PDF export is unavailable: the browser stopped.');
        throw err;
      } finally {
        release();
      }
    },

    /** Counters and the browser's process id (null when none runs or it is remote). */
    stats() {
      return {
        ...counters,
        ...queue.stats(),
        idlePages: idle.length,
        browserPid: currentLive?.browser.isConnected() ? currentLive.pid : null,
      };
    },

    async close() {
      isClosed = true;
      queue.close();
      const live = currentLive ?? (current ? await current.catch(() => null) : null);
      idle.splice(0);
      currentLive = null;
      current = null;
      if (live) await live.close();
    },
  };
}

export type PdfRenderer = ReturnType<typeof createPdfRenderer>;
