import type { MapRound } from '@linksight/api-contract';
import { GREEN_ZOOM, MAX_HOLE_ZOOM, MIN_ZOOM, holeBearing, holeBounds, pinOf } from './hole-camera';

/** [longitude, latitude]. */
export type LngLat = [number, number];
type Bounds = [west: number, south: number, east: number, north: number];
/** What MapLibre's camera is made of: the screen centre, zoom and bearing (degrees clockwise from north). */
export type Camera = { center: LngLat; zoom: number; bearing: number };
export type ScreenSize = { width: number; height: number };
export type ScreenPoint = { x: number; y: number };

/** MapLibre's world is 512 CSS pixels wide at zoom 0 (its 512 px tiles). */
const WORLD_PX_AT_ZOOM_0 = 512;
const DEG = Math.PI / 180;

/** Web Mercator, in pixels of the world at zoom 0, y growing southwards (as MapLibre's world coordinates). */
function mercator([lng, lat]: LngLat): ScreenPoint {
  const northing = Math.log(Math.tan(Math.PI / 4 + (lat * DEG) / 2)) / DEG;
  return {
    x: ((180 + lng) / 360) * WORLD_PX_AT_ZOOM_0,
    y: ((180 - northing) / 360) * WORLD_PX_AT_ZOOM_0,
  };
}

function unmercator({ x, y }: ScreenPoint): LngLat {
  const lng = (x / WORLD_PX_AT_ZOOM_0) * 360 - 180;
  const y2 = 180 - (y / WORLD_PX_AT_ZOOM_0) * 360;
  return [lng, (360 / Math.PI) * Math.atan(Math.exp(y2 * DEG)) - 90];
}

/** Rotation on the screen (y down) by `radians`, as @mapbox/point-geometry's Point.rotate. */
function rotate({ x, y }: ScreenPoint, radians: number): ScreenPoint {
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return { x: cos * x - sin * y, y: sin * x + cos * y };
}

/**
 * The camera MapLibre's `fitBounds(bounds, { padding, bearing, maxZoom })` settles on (its
 * `_cameraForBoxAndBearing`: the box's corners turned by the bearing, fitted inside the padded screen),
 * clamped to the map's minZoom. The shot map's drawing before the map starts uses it, so the map
 * takes over at the same place.
 */
export function fitBoundsCamera(
  [west, south, east, north]: Bounds,
  bearing: number,
  size: ScreenSize,
  padding: number,
  maxZoom: number,
): Camera {
  const corners = [
    [west, north],
    [east, north],
    [east, south],
    [west, south],
  ].map((c) => rotate(mercator(c as LngLat), -bearing * DEG));
  const spanX = Math.max(...corners.map((p) => p.x)) - Math.min(...corners.map((p) => p.x));
  const spanY = Math.max(...corners.map((p) => p.y)) - Math.min(...corners.map((p) => p.y));
  const scale = Math.min((size.width - 2 * padding) / spanX, (size.height - 2 * padding) / spanY);
  const zoom = Number.isFinite(scale) && scale > 0 ? Math.log2(scale) : maxZoom;
  const nw = mercator([west, north]);
  const se = mercator([east, south]);
  return {
    center: unmercator({ x: (nw.x + se.x) / 2, y: (nw.y + se.y) / 2 }),
    zoom: Math.max(MIN_ZOOM, Math.min(zoom, maxZoom)),
    bearing,
  };
}

/** Where a position is drawn on a screen of `size` looking through `camera` (CSS pixels from its top left). */
export function projector(camera: Camera, size: ScreenSize): (position: LngLat) => ScreenPoint {
  const worldScale = 2 ** camera.zoom;
  const centre = mercator(camera.center);
  const radians = -camera.bearing * DEG;
  return (position) => {
    const p = mercator(position);
    const turned = rotate({ x: (p.x - centre.x) * worldScale, y: (p.y - centre.y) * worldScale }, radians);
    return { x: size.width / 2 + turned.x, y: size.height / 2 + turned.y };
  };
}

type MapHole = MapRound['holes'][number];

/** Hole View's margin round the hole and its shots. */
export const HOLE_VIEW_PADDING_PX = 40;

/**
 * The camera of Hole View (spec 3 §4: tee at the bottom, pin at the top, the hole and the drawn rounds'
 * shots in sight, at most MAX_HOLE_ZOOM) or Green View (the pin at GREEN_ZOOM) on a screen of `size`:
 * the map jumps to it and the drawing before the map (shot-map-preview.tsx) is drawn through it.
 */
export function viewCamera(
  hole: MapHole,
  drawn: readonly MapHole[],
  mode: 'hole' | 'green',
  size: ScreenSize,
): Camera | null {
  const bearing = holeBearing(hole);
  const pin = pinOf(hole);
  if (mode === 'green' && pin) return { center: [pin.longitude, pin.latitude], zoom: GREEN_ZOOM, bearing };
  const bounds = holeBounds(hole, drawn);
  return bounds ? fitBoundsCamera(bounds, bearing, size, HOLE_VIEW_PADDING_PX, MAX_HOLE_ZOOM) : null;
}
