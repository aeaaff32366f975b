import type { CourseStyle } from './types';

/**
 * Dimensions by course style, in yards. Typical modern values: fairways 30–45 yd wide
 * (USGA/R&A course-rating "fairway width" guide bands), greens 5,000–7,000 sq ft (≈ 28–34 yd
 * long), rough corridors before trees/dunes/native desert of 35–45 yd from the centre line.
 */
export type StyleDimensions = {
  fairwayHalfWidthYards: number;
  /** From the centre line to where trees (parkland), dunes/gorse (links) or native desert start. */
  roughHalfWidthYards: number;
  /** From the centre line to the out-of-bounds line. */
  perimeterHalfWidthYards: number;
  greenRadiusAlongYards: number;
  greenRadiusAcrossYards: number;
  /** Share of holes with a water hazard. */
  waterShare: number;
  /** Share of par 4 and par 5 holes that dogleg. */
  doglegShare: number;
  fairwayBunkersMax: number;
  greensideBunkersMax: number;
  /** Added to the yardage rating for the obstacles of the style (USGA Course Rating System: obstacle values). */
  ratingObstacleStrokes: number;
};

export const STYLE_DIMENSIONS: Record<CourseStyle, StyleDimensions> = {
  parkland: {
    fairwayHalfWidthYards: 16,
    roughHalfWidthYards: 34,
    perimeterHalfWidthYards: 58,
    greenRadiusAlongYards: 15,
    greenRadiusAcrossYards: 12,
    waterShare: 0.3,
    doglegShare: 0.5,
    fairwayBunkersMax: 2,
    greensideBunkersMax: 3,
    ratingObstacleStrokes: 0.4,
  },
  links: {
    fairwayHalfWidthYards: 20,
    roughHalfWidthYards: 40,
    perimeterHalfWidthYards: 70,
    greenRadiusAlongYards: 17,
    greenRadiusAcrossYards: 14,
    waterShare: 0.1,
    doglegShare: 0.35,
    fairwayBunkersMax: 3,
    greensideBunkersMax: 3,
    ratingObstacleStrokes: 0.6,
  },
  desert: {
    fairwayHalfWidthYards: 17,
    roughHalfWidthYards: 30,
    perimeterHalfWidthYards: 55,
    greenRadiusAlongYards: 15,
    greenRadiusAcrossYards: 12,
    waterShare: 0.2,
    doglegShare: 0.45,
    fairwayBunkersMax: 2,
    greensideBunkersMax: 2,
    ratingObstacleStrokes: 0.3,
  },
};

/** Tee set names from the back; every course has these three (issue 4: ≥ 3 tee sets). */
export const TEE_NAMES = ['Black', 'Blue', 'White', 'Red'] as const;

/** Length of each tee set relative to the back tee, per tee set above. */
export const TEE_LENGTH_FACTORS = [1, 0.94, 0.87, 0.78] as const;

/** Issue 4: par 3 120–240 yd, par 4 300–480 yd, par 5 470–600 yd, from every tee set. */
export const PAR_LENGTH_RANGE_YARDS: Record<3 | 4 | 5, readonly [number, number]> = {
  3: [120, 240],
  4: [300, 480],
  5: [470, 600],
};

/** Back-tee yardage ranges drawn before shortening for the other tee sets. */
export const BACK_TEE_RANGE_YARDS: Record<3 | 4 | 5, readonly [number, number]> = {
  3: [160, 235],
  4: [370, 478],
  5: [520, 598],
};
