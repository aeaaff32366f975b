// Gzipped JS a first visit to a route downloads: the entry chunk and its static imports, plus the route's
// lazy chunk and its static imports. Reads the Vite manifest of `npm run build -w apps/web`.
// Usage: node apps/web/scripts/route-js-size.mjs [route module, default src/app/routes/home.tsx]
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

function gzipBytes(keys) {
  let total = 0;
  for (const key of keys)
    total += gzipSync(readFileSync(join(dist, manifest[key].file)), { level: 9 }).length;
  return total;
}

const route = process.argv[2] ?? 'src/app/routes/home.tsx';
const entry = closure('index.html');
const withRoute = closure(route, new Set(entry));
console.log(
  JSON.stringify({
    entryGzipBytes: gzipBytes(entry),
    entryChunks: entry.size,
    route,
    routeTotalGzipBytes: gzipBytes(withRoute),
    routeChunks: withRoute.size,
  }),
);
