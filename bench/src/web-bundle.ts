import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Gzipped bytes of the JavaScript the browser loads for the initial route: the entry module and its
 * modulepreload dependencies named in index.html (lazy route chunks are not counted).
 */
export async function initialRouteJsGzipBytes(distDir: string): Promise<{ bytes: number; files: string[] }> {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) files.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) files.add(m[1]!);
  let bytes = 0;
  for (const file of files)
    bytes += gzipSync(await readFile(path.join(distDir, file.replace(/^\//, '')))).length;
  return { bytes, files: [...files] };
}

type ManifestEntry = { file: string; imports?: string[] };

/**
 * Gzipped bytes a first visit to a lazy route downloads on top of the shell (issue 16 budget): the
 * static-import closure of the route's modules (Vite manifest keys), minus the entry's closure. Chunks a
 * route shares with others (the chart code with the dashboard) count: a first visit downloads them too.
 */
export async function routeJsOnTopOfShellGzipBytes(
  distDir: string,
  moduleKeys: readonly string[],
): Promise<{ bytes: number; chunks: number }> {
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >;
  const closure = (key: string, seen: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  };
  const shell = new Set<string>();
  closure('index.html', shell);
  const route = new Set<string>();
  for (const key of moduleKeys) {
    if (!manifest[key]) throw new Error(`${key} is not in the Vite manifest`);
    closure(key, route);
  }
  let bytes = 0;
  let chunks = 0;
  for (const key of route) {
    if (shell.has(key)) continue;
    bytes += gzipSync(await readFile(path.join(distDir, manifest[key]!.file)), { level: 9 }).length;
    chunks++;
  }
  return { bytes, chunks };
}
