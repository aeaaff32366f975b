// issue 23: every built text asset gets a brotli (quality 11) and a gzip (level 9) sibling, written once at
// build time, so the server (apps/api plugins/external/spa.ts, @fastify/static preCompressed) sends the
// smallest encoding the browser accepts without compressing on each request. Node's zlib only: nothing
// is downloaded. A sibling that would not be smaller than the file is not written.
// Usage: node apps/web/scripts/precompress.mjs [dist directory]
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt']);
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const dist = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.has(extname(entry.name))) yield path;
  }
}

async function precompress(path) {
  const source = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  let written = 0;
  for (const [suffix, bytes] of [
    ['.br', br],
    ['.gz', gz],
  ])
    if (bytes.length < source.length) {
      await writeFile(path + suffix, bytes);
      written += bytes.length;
    }
  return { raw: source.length, br: Math.min(br.length, source.length), written };
}

const started = performance.now();
const paths = [];
for await (const path of files(dist)) paths.push(path);
// The libuv thread pool compresses in parallel; the biggest files first so they do not finish last.
const sizes = await Promise.all(paths.map(async (p) => (await stat(p)).size));
const order = paths.map((p, i) => [p, sizes[i]]).sort((a, b) => b[1] - a[1]);
const results = await Promise.all(order.map(([p]) => precompress(p)));
const raw = results.reduce((s, r) => s + r.raw, 0);
const br = results.reduce((s, r) => s + r.br, 0);
console.log(
  `precompressed ${results.length} files: ${(raw / 1024).toFixed(0)} KiB → ${(br / 1024).toFixed(0)} KiB brotli` +
    ` (${Math.round(performance.now() - started)} ms)`,
);
