import { describe, expect, it } from 'vitest';
import { shotMapLayers, simplifyPositions, type Position } from './map-layers';

// On the equator 1e-7° is 1.112 cm (π/180 × 6,371,008.8 m × 1e-7), so 2e-7° is 2.2 cm and 4e-7° 4.4 cm.
const line = (offsetDegrees: number): Position[] =>
  Array.from({ length: 11 }, (_, i) => [i * 0.0001, i === 5 ? offsetDegrees : 0]);

describe('simplifyPositions (issue 23: what the map can show)', () => {
  it('drops positions within 3 cm of the line through the kept ones', () => {
    expect(simplifyPositions(line(0), 0.03)).toEqual([
      [0, 0],
      [0.001, 0],
    ]);
    expect(simplifyPositions(line(0.0000002), 0.03)).toEqual([
      [0, 0],
      [0.001, 0],
    ]);
  });

  it('keeps a position more than 3 cm off, and the neighbours the new lines leave over 3 cm off', () => {
    // The line (0, 0) → (0.0005°, 4.4 cm) passes 0.8 × 4.4 = 3.6 cm above (0.0004°, 0): kept too.
    expect(simplifyPositions(line(0.0000004), 0.03)).toEqual([
      [0, 0],
      [0.0004, 0],
      [0.0005, 0.0000004],
      [0.0006, 0],
      [0.001, 0],
    ]);
  });

  it('rounds positions to 7 decimals (1.1 cm)', () => {
    expect(simplifyPositions([[-79.123456789, 35.98765432]], 0.03)).toEqual([[-79.1234568, 35.9876543]]);
  });

  it('measures longitude at the line’s latitude: 4e-7° of longitude is 2.2 cm at 60°', () => {
    const north: Position[] = [
      [0, 60],
      [0.0000004, 60.0005],
      [0, 60.001],
    ];
    expect(simplifyPositions(north, 0.03)).toEqual([
      [0, 60],
      [0, 60.001],
    ]);
  });
});

describe('shotMapLayers', () => {
  const square: Position[] = [
    [0, 0],
    [0.0005, 0],
    [0.001, 0],
    [0.001, 0.001],
    [0, 0.001],
    [0, 0],
  ];

  it('keeps the drawn kinds with their kind only, simplified; pins, centre lines and empty holes go', () => {
    const hole = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { kind: 'green', holeNumber: 1 },
          geometry: { type: 'Polygon', coordinates: [square] },
        },
        {
          type: 'Feature',
          properties: { kind: 'teebox', teeName: 'Blue' },
          geometry: { type: 'Point', coordinates: [1.123456789, 2] },
        },
        { type: 'Feature', properties: { kind: 'pin' }, geometry: { type: 'Point', coordinates: [0, 0] } },
        {
          type: 'Feature',
          properties: { kind: 'centerline' },
          geometry: { type: 'LineString', coordinates: square },
        },
      ],
    };
    expect(shotMapLayers([hole, null, { features: 'nonsense' }])).toEqual({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { kind: 'green' },
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [0, 0],
                [0.001, 0],
                [0.001, 0.001],
                [0, 0.001],
                [0, 0],
              ],
            ],
          },
        },
        {
          type: 'Feature',
          properties: { kind: 'teebox' },
          geometry: { type: 'Point', coordinates: [1.1234568, 2] },
        },
      ],
    });
  });

  it('keeps a ring that would collapse below four positions as it was', () => {
    const sliver: Position[] = [
      [0, 0],
      [0.0001, 0.0000001],
      [0.0002, 0],
      [0, 0],
    ];
    const layers = shotMapLayers([
      {
        features: [{ properties: { kind: 'bunker' }, geometry: { type: 'Polygon', coordinates: [sliver] } }],
      },
    ]);
    expect(layers.features[0]?.geometry).toEqual({ type: 'Polygon', coordinates: [sliver] });
  });
});
