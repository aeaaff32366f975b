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
