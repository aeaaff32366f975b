import { describe, expect, it } from 'vitest';
import { fitBoundsCamera, projector, type LngLat } from './map-camera';

const SIZE = { width: 400, height: 300 };
const PADDING = 40;
// A par 4 running north-east, near the demo world's latitude.
const TEE: LngLat = [-122.0, 37.0];
const PIN: LngLat = [-121.997, 37.0025];
const BOUNDS: [number, number, number, number] = [TEE[0], TEE[1], PIN[0], PIN[1]];

describe('the shot map camera before MapLibre starts (issue 23)', () => {
  it('draws the camera centre at the middle of the screen', () => {
    const camera = { center: TEE, zoom: 17, bearing: 33 };
    const p = projector(camera, SIZE)(TEE);
    expect(p.x).toBeCloseTo(200, 6);
    expect(p.y).toBeCloseTo(150, 6);
  });

  it('doubles screen distances with each zoom level', () => {
    const at = (zoom: number) => projector({ center: TEE, zoom, bearing: 0 }, SIZE)(PIN);
    const d = (zoom: number) => Math.hypot(at(zoom).x - 200, at(zoom).y - 150);
    expect(d(18) / d(17)).toBeCloseTo(2, 6);
  });

  it('puts north up at bearing 0 and east up at bearing 90', () => {
    const north: LngLat = [TEE[0], TEE[1] + 0.001];
    const east: LngLat = [TEE[0] + 0.001, TEE[1]];
    const flat = projector({ center: TEE, zoom: 17, bearing: 0 }, SIZE);
    expect(flat(north).y).toBeLessThan(150);
    expect(flat(north).x).toBeCloseTo(200, 6);
    const turned = projector({ center: TEE, zoom: 17, bearing: 90 }, SIZE);
    expect(turned(east).y).toBeLessThan(150);
    expect(turned(east).x).toBeCloseTo(200, 6);
  });

  it('fits the bounds inside the padded screen, touching the padding on one axis', () => {
    for (const bearing of [0, 40, 137, -75]) {
      const camera = fitBoundsCamera(BOUNDS, bearing, SIZE, PADDING, 22);
      const project = projector(camera, SIZE);
      const corners = (
        [
          [BOUNDS[0], BOUNDS[1]],
          [BOUNDS[2], BOUNDS[1]],
          [BOUNDS[2], BOUNDS[3]],
          [BOUNDS[0], BOUNDS[3]],
        ] as LngLat[]
      ).map(project);
      const xs = corners.map((p) => p.x);
      const ys = corners.map((p) => p.y);
      for (const x of xs) expect(x).toBeGreaterThanOrEqual(PADDING - 1e-6);
      for (const x of xs) expect(x).toBeLessThanOrEqual(SIZE.width - PADDING + 1e-6);
      for (const y of ys) expect(y).toBeGreaterThanOrEqual(PADDING - 1e-6);
      for (const y of ys) expect(y).toBeLessThanOrEqual(SIZE.height - PADDING + 1e-6);
      const touchesX = Math.abs(Math.min(...xs) - PADDING) < 1e-6;
      const touchesY = Math.abs(Math.min(...ys) - PADDING) < 1e-6;
      expect(touchesX || touchesY).toBe(true);
    }
  });

  it('turns Hole View so the pin is straight above the tee', () => {
    const bearing = 40.3; // roughly tee → pin of TEE and PIN
    const camera = fitBoundsCamera(BOUNDS, bearing, SIZE, PADDING, 22);
    const project = projector(camera, SIZE);
    expect(project(PIN).y).toBeLessThan(project(TEE).y);
  });

  it('stops at the zoom limits (Hole View at most 19, the map never under 15)', () => {
    const tiny: [number, number, number, number] = [TEE[0], TEE[1], TEE[0] + 1e-6, TEE[1] + 1e-6];
    expect(fitBoundsCamera(tiny, 0, SIZE, PADDING, 19).zoom).toBe(19);
    const huge: [number, number, number, number] = [-123, 36, -121, 38];
    expect(fitBoundsCamera(huge, 0, SIZE, PADDING, 19).zoom).toBe(15);
  });
});
