import type { ExpressionSpecification, StyleSpecification } from 'maplibre-gl';
import type { FeatureCollection } from './shot-map-data';

export const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };

/** Colours of the course's own vector layers; the map is readable offline, with no tiles at all. */
const FILLS: readonly [kind: string, color: string, opacity: number][] = [
  ['perimeter', '#86b86b', 1],
  ['rough', '#79ad5f', 1],
  ['fairway', '#a4d67f', 1],
  ['water', '#6fb7de', 1],
  ['bunker', '#eddcae', 1],
  ['green', '#bde89a', 1],
];
const SATELLITE_OPACITY = 0.45;

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
      { id: 'background', type: 'background', paint: { 'background-color': '#5f8f4e' } },
      ...FILLS.map(([kind, color, opacity]) => ({
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
          'circle-radius': 4,
          'circle-color': '#f5f5f5',
          'circle-stroke-color': '#333',
          'circle-stroke-width': 1,
        },
      },
      {
        id: 'proximity',
        type: 'line',
        source: 'proximity',
        paint: { 'line-color': '#ffffff', 'line-width': 1.5, 'line-opacity': 0.8, 'line-dasharray': [2, 2] },
      },
      {
        id: 'shots-other',
        type: 'line',
        source: 'shots',
        filter: shotFilter(false),
        layout: { 'line-cap': 'round' },
        paint: { 'line-color': '#e3f2fd', 'line-width': 2, 'line-opacity': 0.55 },
      },
      {
        id: 'shots-other-start',
        type: 'circle',
        source: 'shots',
        filter: ['==', ['get', 'kind'], 'other-start'],
        paint: {
          'circle-radius': 6,
          'circle-color': '#90caf9',
          'circle-opacity': 0.85,
          'circle-stroke-color': '#0d47a1',
          'circle-stroke-width': 1,
        },
      },
      {
        id: 'shots-full',
        type: 'line',
        source: 'shots',
        filter: shotFilter(true, false),
        layout: { 'line-cap': 'round' },
        paint: { 'line-color': '#ffffff', 'line-width': 3 },
      },
      {
        id: 'shots-putt',
        type: 'line',
        source: 'shots',
        filter: shotFilter(true, true),
        paint: { 'line-color': '#ffd54f', 'line-width': 2.5, 'line-dasharray': [1.5, 1] },
      },
      {
        id: 'pin',
        type: 'circle',
        source: 'shots',
        filter: ['==', ['get', 'kind'], 'pin'],
        paint: {
          'circle-radius': 5,
          'circle-color': '#d32f2f',
          'circle-stroke-color': '#fff',
          'circle-stroke-width': 2,
        },
      },
    ],
  };
}
