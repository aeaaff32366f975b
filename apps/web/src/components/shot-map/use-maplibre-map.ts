import { useEffect, useRef, useState } from 'react';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { exposeForDebugging } from '../../lib/debug';
import { useNearViewport } from '../../lib/use-near-viewport';
import { loadMaplibre, type Maplibre } from './load-maplibre';
import { shotMapStyle } from './map-style';
import { MIN_ZOOM } from './hole-camera';

export type MapStatus = 'loading' | 'ready' | 'error';
/** What tests (and screenshots' readers) can check of the camera: rounded zoom and bearing. */
export type CameraState = { zoom: number; bearing: number };

/**
 * Creates the MapLibre map once per tile source, reports user gestures (drag, wheel or pinch zoom,
 * rotate: spec 3 §4 "switches to free") and the settled camera. The drawing buffer is kept so the map
 * also prints (ARCHITECTURE §2). The library and its worker are fetched when the map's box comes near
 * the viewport (issue 23), then the map starts as soon as its chunk is loaded.
 */
export function useMaplibreMap(
  satelliteTileUrl: string | null,
  onUserMove: () => void,
  /** False holds the library back (the page's data is still loading; issue 23). */
  canStart = true,
) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [handle, setHandle] = useState<{ map: MaplibreMap; lib: Maplibre } | null>(null);
  const [status, setStatus] = useState<MapStatus>('loading');
  const [camera, setCamera] = useState<CameraState | null>(null);
  const isNear = useNearViewport(containerRef);
  const onUserMoveRef = useRef(onUserMove);
  useEffect(() => {
    onUserMoveRef.current = onUserMove;
  });

  const shouldStart = isNear && canStart;
  useEffect(() => {
    if (!shouldStart) return;
    let isCancelled = false;
    let created: MaplibreMap | null = null;
    loadMaplibre()
      .then((lib) => {
        if (isCancelled || containerRef.current === null) return;
        const map = new lib.Map({
          container: containerRef.current,
          style: shotMapStyle(satelliteTileUrl),
          center: [0, 0],
          zoom: MIN_ZOOM,
          minZoom: MIN_ZOOM,
          canvasContextAttributes: { preserveDrawingBuffer: true },
        });
        created = map;
        const userMove = (e: { originalEvent?: unknown }) => {
          if (e.originalEvent) onUserMoveRef.current();
        };
        map.on('dragstart', userMove);
        map.on('zoomstart', userMove);
        map.on('rotatestart', userMove);
        map.on('moveend', () =>
          setCamera({ zoom: Math.round(map.getZoom() * 10) / 10, bearing: Math.round(map.getBearing()) }),
        );
        map.on('load', () => {
          exposeForDebugging('linksightShotMap', map);
          setHandle({ map, lib });
          setStatus('ready');
        });
      })
      .catch(() => {
        if (!isCancelled) setStatus('error');
      });
    return () => {
      isCancelled = true;
      created?.remove();
      setHandle(null);
      setStatus('loading');
    };
  }, [satelliteTileUrl, shouldStart]);

  return { containerRef, handle, status, camera };
}
