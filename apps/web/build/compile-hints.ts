import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly, off the main thread. */
export const COMPILE_ALL_HINT = '//# allFunctionsCalledOnLoad';

/**
 * issue 23 (ninth pass): the entry chunk (React DOM, MUI, react-router, the app's shell) runs almost all
 * of its functions on the first load, and V8 compiled each lazily on the main thread at its first call.
 * With the hint first in the file, V8 compiles them while the script streams in, on a background thread.
 * The hint must open the file, and Vite writes its preload map (`__vite__mapDeps`) at the top of the
 * chunk after the plugins' bundle hooks, so it goes into the written file (before the service worker's
 * precache list and the precompressed copies are made from it).
 */
export const compileHintsPlugin: Plugin = {
  name: 'linksight:compile-hints',
  apply: 'build',
  writeBundle(options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
      const file = path.join(options.dir!, chunk.fileName);
      writeFileSync(file, `${COMPILE_ALL_HINT}\n${readFileSync(file, 'utf8')}`);
      // A source map's generated lines move down by one: an empty first line of mappings.
      const mapFile = `${file}.map`;
      if (existsSync(mapFile)) {
        const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { mappings: string };
        writeFileSync(mapFile, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
      }
    }
  },
};
