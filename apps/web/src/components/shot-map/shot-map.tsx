import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import type { CourseGps, MapRound } from '@linksight/api-contract';
import type { GeoJSONSource, Map as MaplibreMap, Marker } from 'maplibre-gl';
import { loadMaplibre, type Maplibre } from './load-maplibre';
import { EMPTY, shotMapStyle } from './map-style';
import {
  courseFeatures,
  focusedHole,
  holeBounds,
  shotFeatures,
  shotMarkers,
  stepHole,
  type HoleFocus,
} from './shot-map-data';

/** spec 3 §9: minZoom 15. */
const MIN_ZOOM = 15;
const MAX_FIT_ZOOM = 19;

export type ShotMapProps = {
  rounds: readonly MapRound[];
  courses: readonly CourseGps[];
  focus: HoleFocus | null;
  onFocusChange: (focus: HoleFocus) => void;
  satelliteTileUrl?: string | null;
  /** Map height; spec 3 §2 uses 400 px where it says so. */
  height?: number | string;
};

function markerElement(shotNumber: number, isPutt: boolean): HTMLElement {
  const el = document.createElement('div');
  el.textContent = String(shotNumber);
  el.setAttribute('aria-label', `${isPutt ? 'Putt' : 'Shot'} ${shotNumber}`);
  el.style.cssText = `width:20px;height:20px;border-radius:50%;display:flex;align-items:center;justify-content:center;font:600 11px system-ui,sans-serif;border:2px solid #fff;color:${isPutt ? '#222' : '#fff'};background:${isPutt ? '#ffd54f' : '#1565c0'}`;
  return el;
}

/**
 * The shot map (spec 3 §2): the course's vector layers, an optional satellite raster, the focused hole's shots
 * as lines with numbered markers (putts dashed and yellow), Previous/Next hole wrapping round the round.
 * The drawing buffer is kept so the map also prints (ARCHITECTURE §2).
 */
export function ShotMap({
  rounds,
  courses,
  focus,
  onFocusChange,
  satelliteTileUrl = null,
  height = 400,
}: ShotMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MaplibreMap | null>(null);
  const libRef = useRef<Maplibre | null>(null);
  const markersRef = useRef<Marker[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const current = focusedHole(rounds, focus);
  const hole = current?.hole ?? null;
  const course = courses.find((c) => c.golfCourseId === current?.round.golfCourseId);

  useEffect(() => {
    let isCancelled = false;
    let map: MaplibreMap | null = null;
    loadMaplibre()
      .then((lib) => {
        if (isCancelled || containerRef.current === null) return;
        map = new lib.Map({
          container: containerRef.current,
          style: shotMapStyle(satelliteTileUrl),
          center: [0, 0],
          zoom: MIN_ZOOM,
          minZoom: MIN_ZOOM,
          canvasContextAttributes: { preserveDrawingBuffer: true },
        });
        const loaded = map;
        loaded.on('load', () => {
          libRef.current = lib;
          mapRef.current = loaded;
          setStatus('ready');
        });
      })
      .catch(() => {
        if (!isCancelled) setStatus('error');
      });
    return () => {
      isCancelled = true;
      map?.remove();
      mapRef.current = null;
    };
  }, [satelliteTileUrl]);

  useEffect(() => {
    const map = mapRef.current;
    const lib = libRef.current;
    if (status !== 'ready' || map === null || lib === null) return;
    (map.getSource('course') as GeoJSONSource | undefined)?.setData(courseFeatures(course) as never);
    (map.getSource('shots') as GeoJSONSource | undefined)?.setData(
      (hole ? shotFeatures(hole) : EMPTY) as never,
    );
    for (const m of markersRef.current) m.remove();
    markersRef.current = hole
      ? shotMarkers(hole).map((s) =>
          new lib.Marker({ element: markerElement(s.shotNumber, s.isPutt) }).setLngLat(s.position).addTo(map),
        )
      : [];
    const bounds = hole ? holeBounds(hole) : null;
    if (bounds) map.fitBounds(bounds, { padding: 40, duration: 0, maxZoom: MAX_FIT_ZOOM });
  }, [status, hole, course]);

  const step = (direction: 1 | -1) => {
    if (focus !== null) onFocusChange(stepHole(rounds, focus, direction));
  };

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          startIcon={<NavigateBeforeIcon />}
          onClick={() => step(-1)}
          disabled={current === null}
        >
          Previous
        </Button>
        <Typography
          sx={{ flex: 1, textAlign: 'center', minWidth: 140 }}
          aria-live="polite"
          data-testid="shot-map-hole"
        >
          {current === null
            ? 'No shots to show'
            : `Hole ${current.hole.courseHoleNumber} · Par ${current.hole.par} · ${current.hole.lengthYards} yds · ${current.round.label}`}
        </Typography>
        <Button
          size="small"
          endIcon={<NavigateNextIcon />}
          onClick={() => step(1)}
          disabled={current === null}
        >
          Next
        </Button>
      </Stack>
      <Box sx={{ position: 'relative', height, borderRadius: 1, overflow: 'hidden', bgcolor: '#5f8f4e' }}>
        <Box
          ref={containerRef}
          data-testid="shot-map"
          data-status={status}
          data-round={current?.round.golfRoundId}
          data-hole={current?.hole.courseHoleNumber}
          role="region"
          aria-label="Shot map"
          // maplibre's own stylesheet makes the container position: relative, so size it, don't inset it.
          sx={{ width: '100%', height: '100%' }}
        />
        {status === 'loading' && (
          <CircularProgress
            aria-label="Loading the map"
            sx={{ position: 'absolute', top: '50%', left: '50%', mt: -2.5, ml: -2.5 }}
          />
        )}
        {status === 'error' && (
          <Alert severity="error" sx={{ position: 'absolute', inset: 16, height: 'fit-content' }}>
            The map could not be shown in this browser.
          </Alert>
        )}
      </Box>
    </Box>
  );
}
