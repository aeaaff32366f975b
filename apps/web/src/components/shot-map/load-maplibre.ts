/**
 * maplibre-gl is large: it is fetched only when a map is first shown. ARCHITECTURE §2 pitfall: the worker
 * URL must be set, or the built app fails with "Worker failed to load".
 */
export async function loadMaplibre() {
  const [lib, worker] = await Promise.all([
    import('maplibre-gl'),
    import('maplibre-gl/dist/maplibre-gl-worker.mjs?url'),
    import('maplibre-gl/dist/maplibre-gl.css'),
  ]);
  lib.setWorkerUrl(worker.default);
  return lib;
}

export type Maplibre = Awaited<ReturnType<typeof loadMaplibre>>;
