import type { Config } from '../../apps/api/src/config/env';
import type { DbHandle } from '../../apps/api/src/db/client';
import { buildApp } from '../../apps/api/src/app';
import { benchPdf } from './pdf';

/**
 * The PDF service alone (no report data): a two-page page with an SVG chart and a table, printed through
 * `app.pdf` of an in-process app listening on a free port. The resume's figures measure a real report.
 */
const FIXTURE = (() => {
  const bars = Array.from({ length: 10 }, (_, i) => {
    const h = 40 + ((i * 37) % 60);
    return `<rect x="${20 + i * 46}" y="${140 - h}" width="30" height="${h}" fill="rgb(19, 70, 120)"/><text x="${35 + i * 46}" y="156" font-size="10" text-anchor="middle">R${i + 1}</text>`;
  }).join('');
  const rows = Array.from(
    { length: 40 },
    (_, i) => `<tr><td>Round ${i + 1}</td><td>${70 + (i % 9)}</td><td>+${i % 9}</td></tr>`,
  ).join('');
  return `<!doctype html><html><head><meta charset="utf-8"><style>body{font-family:sans-serif} section{break-after:page} table{width:100%;border-collapse:collapse} td{border-bottom:1px solid #ddd;padding:4px}</style></head><body>
<section><h1>PDF bench</h1><svg width="480" height="160">${bars}<line x1="10" x2="470" y1="80" y2="80" stroke="black"/></svg></section>
<section><table><thead><tr><th>Round</th><th>Score</th><th>To par</th></tr></thead><tbody>${rows}</tbody></table></section>
<script src="/__bench/pdf-fixture.js"></script></body></html>`;
})();

const FIXTURE_SCRIPT = "requestAnimationFrame(() => { document.body.dataset.reportReady = 'true'; });";

export async function benchPdfFixture(config: Config, db: DbHandle) {
  const app = await buildApp({ config, db, closeDbOnShutdown: false });
  app.get('/__bench/pdf-fixture', async (_request, reply) => reply.type('text/html').send(FIXTURE));
  // A file, not an inline script: the app's CSP is `script-src 'self'` (issue 22).
  app.get('/__bench/pdf-fixture.js', async (_request, reply) =>
    reply.type('text/javascript').send(FIXTURE_SCRIPT),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    if (app.pdf.source.kind === 'none') return { skipped: app.pdf.source.reason };
    return await benchPdf({
      requestPdf: () => app.pdf.render({ path: '/__bench/pdf-fixture', format: 'Letter' }),
      browserPid: () => app.pdf.stats().browserPid,
    });
  } finally {
    await app.close();
  }
}
