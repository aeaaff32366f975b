import type { ExpressionSpecification, StyleSpecification } from 'maplibre-gl';
import type { FeatureCollection } from './shot-map-data';

export const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };

/** Colours of the course's own vector layers; the map is readable offline, with no tiles at all. */
export const COURSE_FILLS: readonly [kind: string, color: string, opacity: number][] = [
  ['perimeter', '#86b86b', 1],
  ['rough', '#79ad5f', 1],
  ['fairway', '#a4d67f', 1],
  ['water', '#6fb7de', 1],
  ['bunker', '#eddcae', 1],
  ['green', '#bde89a', 1],
];
const SATELLITE_OPACITY = 0.45;
/** The map's ground outside the course's shapes. */
export const MAP_BACKGROUND = '#5f8f4e';

/**
 * How shots, circles and the pin are drawn: by the MapLibre style below and by the drawing shown
 * before the map starts (shot-map-preview.tsx), so the two look alike.
 */
export const MAP_PAINT = {
  teebox: { radius: 4, color: '#f5f5f5', stroke: '#333', strokeWidth: 1 },
  proximity: { color: '#ffffff', width: 1.5, opacity: 0.8, dash: [2, 2] },
  otherShot: { color: '#e3f2fd', width: 2, opacity: 0.55 },
  otherStart: { radius: 6, color: '#90caf9', opacity: 0.85, stroke: '#0d47a1', strokeWidth: 1 },
  fullShot: { color: '#ffffff', width: 3 },
  putt: { color: '#ffd54f', width: 2.5, dash: [1.5, 1] },
  pin: { radius: 5, color: '#d32f2f', stroke: '#fff', strokeWidth: 2 },
} as const;
const P = MAP_PAINT;

/** Shot lines of the focused round (putts or not), or of the other rounds drawn on the same hole. */
const shotFilter = (isFocused: boolean, isPutt?: boolean): ExpressionSpecification => [
  'all',
  ['==', ['get', 'kind'], 'shot'],
  ['==', ['get', 'isFocused'], isFocused],
  ...(isPutt === undefined ? [] : [['==', ['get', 'isPutt'], isPutt] as ExpressionSpecification]),
];

/**
 * spec 3 §2 shot map: optional satellite raster (MAP_SATELLITE_TILE_URL), course layers, proximity circles,
 * other rounds' shots (faded, their starts clickable), the focused round's shots and the pin.
 */
export function shotMapStyle(satelliteTileUrl: string | null): StyleSpecification {
  return {
    version: 8,
    sources: {
      course: { type: 'geojson', data: EMPTY },
      shots: { type: 'geojson', data: EMPTY },
      proximity: { type: 'geojson', data: EMPTY },
      ...(satelliteTileUrl
        ? {
            satellite: {
              type: 'raster' as const,
              tiles: [satelliteTileUrl],
              tileSize: 256,
              maxzoom: 20,
              attribution: 'Imagery © satellite tile provider',
            },
          }
        : {}),
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': MAP_BACKGROUND } },
      ...COURSE_FILLS.map(([kind, color, opacity]) => ({
        id: `course-${kind}`,
        type: 'fill' as const,
        source: 'course',
        filter: ['==', ['get', 'kind'], kind] as ['==', ['get', string], string],
        paint: {
          'fill-color': color,
          'fill-opacity': satelliteTileUrl ? opacity * SATELLITE_OPACITY : opacity,
        },
      })),
      ...(satelliteTileUrl
        ? [
            {
              id: 'satellite',
              type: 'raster' as const,
              source: 'satellite',
              paint: { 'raster-opacity': 1 - SATELLITE_OPACITY },
            },
          ]
        : []),
      {
        id: 'course-teebox',
        type: 'circle',
        source: 'course',
        filter: ['==', ['get', 'kind'], 'teebox'],
        paint: {
          'circle-radius': P.teebox.radius,
          'circle-color': P.teebox.color,
          'circle-stroke-color': P.teebox.stroke,
          'circle-stroke-width': P.teebox.strokeWidth,
        },
      },
      {
        id: 'proximity',
        type: 'line',
        source: 'proximity',
        paint: {
          'line-color': P.proximity.color,
          'line-width': P.proximity.width,
          'line-opacity': P.proximity.opacity,
          'line-dasharray': [...P.proximity.dash],
        },
      },
      {
        id: 'shots-other',
        type: 'line',
        source: 'shots',
        filter: shotFilter(false),
        layout: { 'line-cap': 'round' },
        paint: {
          'line-color': P.otherShot.color,
          'line-width': P.otherShot.width,
          'line-opacity': P.otherShot.opacity,
        },
      },
      {
        id: 'shots-other-start',
        type: 'circle',
        source: 'shots',
        filter: ['==', ['get', 'kind'], 'other-start'],
        paint: {
          'circle-radius': P.otherStart.radius,
          'circle-color': P.otherStart.color,
          'circle-opacity': P.otherStart.opacity,
          'circle-stroke-color': P.otherStart.stroke,
          'circle-stroke-width': P.otherStart.strokeWidth,
        },
      },
      {
        id: 'shots-full',
        type: 'line',
        source: 'shots',
        filter: shotFilter(true, false),
        layout: { 'line-cap': 'round' },
        paint: { 'line-color': P.fullShot.color, 'line-width': P.fullShot.width },
      },
      {
        id: 'shots-putt',
        type: 'line',
        source: 'shots',
        filter: shotFilter(true, true),
        paint: {
          'line-color': P.putt.color,
          'line-width': P.putt.width,
          'line-dasharray': [...P.putt.dash],
        },
      },
      {
        id: 'pin',
        type: 'circle',
        source: 'shots',
        filter: ['==', ['get', 'kind'], 'pin'],
        paint: {
          'circle-radius': P.pin.radius,
          'circle-color': P.pin.color,
          'circle-stroke-color': P.pin.stroke,
          'circle-stroke-width': P.pin.strokeWidth,
        },
      },
    ],
  };
}
