import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import type { CourseMap, MapRound } from '@linksight/api-contract';
import type { ZoomMode } from './hole-camera';
import { projector, viewCamera, type LngLat, type ScreenPoint, type ScreenSize } from './map-camera';
import { COURSE_FILLS, MAP_BACKGROUND, MAP_PAINT as P } from './map-style';
import { proximityCircles, shotFeatures, type Feature, type HoleEntry } from './shot-map-data';
import { declutterMarkers, holeOverlays, YARDAGE_OFFSET_PX } from './shot-map-markers';

type MapHole = MapRound['holes'][number];

type ShotMapPreviewProps = {
  course: CourseMap | undefined;
  hole: MapHole;
  drawn: readonly HoleEntry[];
  focusedRoundId: number | null;
  mode: ZoomMode;
  showYards: boolean;
  onShot: (shotNumber: number) => void;
  onOtherRound: (entry: { roundId: number; roundHoleNumber: number }) => void;
};

type Project = (position: LngLat) => ScreenPoint;

/** An SVG path through the positions; closed for a polygon's ring, open for a line. */
const pathOf = (positions: readonly LngLat[], project: Project, isClosed: boolean) =>
  positions
    .map((position, i) => {
      const p = project(position);
      return `${i ? 'L' : 'M'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`;
    })
    .join('') + (isClosed ? 'Z' : '');
const ringsOf = (rings: readonly (readonly LngLat[])[], project: Project) =>
  rings.map((ring) => pathOf(ring, project, true)).join('');

type LinePaint = { color: string; width: number; opacity?: number; dash?: readonly number[] };
type DotPaint = { radius: number; color: string; opacity?: number; stroke: string; strokeWidth: number };

/** A line layer of the map's style as SVG (MapLibre's dash lengths are in line widths). */
function Line({ d, paint, isRound = false }: { d: string; paint: LinePaint; isRound?: boolean }) {
  return (
    <path
      d={d}
      fill="none"
      stroke={paint.color}
      strokeWidth={paint.width}
      strokeOpacity={paint.opacity}
      strokeDasharray={paint.dash?.map((n) => n * paint.width).join(' ')}
      strokeLinecap={isRound ? 'round' : undefined}
    />
  );
}

/** A circle layer of the map's style as SVG; clickable where the map's layer is. */
function Dot({ at, paint, onClick }: { at: ScreenPoint; paint: DotPaint; onClick?: () => void }) {
  return (
    <circle
      cx={at.x}
      cy={at.y}
      r={paint.radius}
      fill={paint.color}
      fillOpacity={paint.opacity}
      stroke={paint.stroke}
      strokeWidth={paint.strokeWidth}
      style={onClick ? { cursor: 'pointer' } : undefined}
      onClick={onClick}
    />
  );
}

/**
 * The shot map drawn as SVG from the same data and colours, at the camera the map would take (issue 23):
 * a phone gets the hole at once, without MapLibre's ~300 KB and its seconds of WebGL start-up on the
 * main thread. The map itself starts when the player reaches for it (shot-map.tsx), and this drawing
 * stays over it until it is ready. Shot markers are the map's own buttons; another round's shot start
 * focuses that round, as on the map.
 */
export function ShotMapPreview(props: ShotMapPreviewProps) {
  const { course, hole, drawn, focusedRoundId, mode, showYards, onShot, onOtherRound } = props;
  const boxRef = useRef<HTMLDivElement>(null);
  const markersRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<ScreenSize | null>(null);

  // The size comes from a ResizeObserver (after the browser's own layout): reading it in the commit forced
  // a layout of the whole page, ~100 ms on a 4× slower CPU.
  useEffect(() => {
    const box = boxRef.current;
    if (box === null) return;
    if (typeof ResizeObserver === 'undefined') {
      setSize({ width: box.clientWidth, height: box.clientHeight });
      return;
    }
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  const camera = useMemo(
    () =>
      size === null
        ? null
        : viewCamera(
            hole,
            drawn.map((e) => e.hole),
            mode === 'free' ? 'hole' : mode,
            size,
          ),
    [hole, drawn, mode, size],
  );
  const project = useMemo(() => (camera && size ? projector(camera, size) : null), [camera, size]);

  const courseShapes = useMemo(() => {
    if (project === null) return null;
    const features = (course?.layers.features ?? []) as unknown as Feature[];
    const fills = COURSE_FILLS.map(([kind, color]) => ({
      kind,
      color,
      d: features
        .filter((f) => f.properties.kind === kind)
        .map((f) => {
          const g = f.geometry as { type: string; coordinates: unknown };
          if (g.type === 'Polygon') return ringsOf(g.coordinates as LngLat[][], project);
          if (g.type === 'MultiPolygon')
            return (g.coordinates as LngLat[][][]).map((rings) => ringsOf(rings, project)).join('');
          return '';
        })
        .join(''),
    }));
    const teeboxes = features
      .filter((f) => f.properties.kind === 'teebox' && f.geometry.type === 'Point')
      .map((f) => project(f.geometry.coordinates as LngLat));
    return { fills, teeboxes };
  }, [course, project]);

  const shots = useMemo(() => {
    if (project === null) return null;
    const features = shotFeatures(drawn, focusedRoundId).features;
    const lines = (isFocused: boolean, isPutt?: boolean) =>
      features
        .filter(
          (f) =>
            f.properties.kind === 'shot' &&
            f.properties.isFocused === isFocused &&
            (isPutt === undefined || f.properties.isPutt === isPutt),
        )
        .map((f) => pathOf(f.geometry.coordinates as LngLat[], project, false))
        .join('');
    return {
      other: lines(false),
      full: lines(true, false),
      putts: lines(true, true),
      otherStarts: features
        .filter((f) => f.properties.kind === 'other-start')
        .map((f) => ({
          at: project(f.geometry.coordinates as LngLat),
          roundId: Number(f.properties.roundId),
          roundHoleNumber: Number(f.properties.roundHoleNumber),
        })),
      pin: features
        .filter((f) => f.properties.kind === 'pin')
        .map((f) => project(f.geometry.coordinates as LngLat))[0],
      proximity: proximityCircles(hole, null)
        .features.map((f) => pathOf(f.geometry.coordinates as LngLat[], project, true))
        .join(''),
    };
  }, [drawn, focusedRoundId, hole, project]);

  // The numbered markers and yardages are the map's own elements (shot-map-markers.ts), placed here.
  const onShotRef = useRef(onShot);
  useEffect(() => {
    onShotRef.current = onShot;
  });
  useEffect(() => {
    const layer = markersRef.current;
    if (layer === null || project === null) return;
    const placed: HTMLElement[] = [];
    const place = (el: HTMLElement, { x, y }: ScreenPoint, transform: string) => {
      el.style.position = 'absolute';
      el.style.left = `${x}px`;
      el.style.top = `${y}px`;
      el.style.transform = transform;
      layer.append(el);
      placed.push(el);
    };
    const overlays = holeOverlays(hole, showYards, (shotNumber) => onShotRef.current(shotNumber));
    const points = overlays.markers.map((o) => project(o.position));
    declutterMarkers(
      overlays.markers.map((o) => o.element),
      points,
    );
    overlays.markers.forEach((o, i) => place(o.element, points[i]!, 'translate(-50%, -50%)'));
    // MapLibre's anchor 'left' with its offset (shot-map.tsx).
    for (const o of overlays.yardages) {
      const at = project(o.position);
      place(o.element, { x: at.x + YARDAGE_OFFSET_PX, y: at.y }, 'translateY(-50%)');
    }
    return () => {
      for (const el of placed) el.remove();
    };
  }, [hole, project, showYards]);

  return (
    <Box
      ref={boxRef}
      data-testid="shot-map-preview"
      sx={{ position: 'absolute', inset: 0, zIndex: 1, overflow: 'hidden', bgcolor: MAP_BACKGROUND }}
    >
      {size && courseShapes && shots && (
        <svg width={size.width} height={size.height} aria-hidden="true" style={{ display: 'block' }}>
          {/* The course's layer goes in as one group when its data arrives, after the shots (issue 23: ~80
              shapes added one by one to the drawing on the page cost Lighthouse a stack each). */}
          {course && (
            <g>
              {courseShapes.fills.map((f) => (f.d ? <path key={f.kind} d={f.d} fill={f.color} /> : null))}
              {courseShapes.teeboxes.map((p, i) => (
                <Dot key={i} at={p} paint={P.teebox} />
              ))}
            </g>
          )}
          <Line d={shots.proximity} paint={P.proximity} />
          <Line d={shots.other} paint={P.otherShot} isRound />
          {shots.otherStarts.map((s, i) => (
            <Dot
              key={i}
              at={s.at}
              paint={P.otherStart}
              onClick={() => onOtherRound({ roundId: s.roundId, roundHoleNumber: s.roundHoleNumber })}
            />
          ))}
          <Line d={shots.full} paint={P.fullShot} isRound />
          <Line d={shots.putts} paint={P.putt} />
          {shots.pin && <Dot at={shots.pin} paint={P.pin} />}
        </svg>
      )}
      <Box
        ref={markersRef}
        sx={{ position: 'absolute', inset: 0, pointerEvents: 'none', '& > *': { pointerEvents: 'auto' } }}
      />
    </Box>
  );
}
