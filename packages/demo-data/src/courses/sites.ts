import type { LatLng } from '@linksight/golf-core';
import type { CourseStyle } from './types';

/**
 * Fictional courses laid out on open land near real golf destinations, so the satellite layer
 * shows plausible terrain. Names are invented; coordinates are real.
 */
export type CourseSite = {
  name: string;
  style: CourseStyle;
  city: string;
  state: string;
  location: LatLng;
  /** Total par (issue 4: 70–72). */
  par: 70 | 71 | 72;
};

export const COURSE_SITES: readonly CourseSite[] = [
  {
    name: 'Longleaf Hollow Golf Club',
    style: 'parkland',
    city: 'Pinehurst',
    state: 'NC',
    location: { lat: 35.2015, lng: -79.4912 },
    par: 72,
  },
  {
    name: 'Scioto Bend Country Club',
    style: 'parkland',
    city: 'Dublin',
    state: 'OH',
    location: { lat: 40.1322, lng: -83.1745 },
    par: 71,
  },
  {
    name: 'Whistling Dunes Links',
    style: 'links',
    city: 'Bandon',
    state: 'OR',
    location: { lat: 43.1746, lng: -124.3921 },
    par: 72,
  },
  {
    name: 'Marsh Point Links',
    style: 'links',
    city: 'Kiawah Island',
    state: 'SC',
    location: { lat: 32.6102, lng: -80.0338 },
    par: 70,
  },
  {
    name: 'Saguaro Wash Golf Club',
    style: 'desert',
    city: 'Scottsdale',
    state: 'AZ',
    location: { lat: 33.7412, lng: -111.8502 },
    par: 72,
  },
  {
    name: 'Red Mesa Golf Course',
    style: 'desert',
    city: 'St. George',
    state: 'UT',
    location: { lat: 37.0561, lng: -113.6177 },
    par: 71,
  },
  {
    name: 'Cypress Creek Golf Club',
    style: 'parkland',
    city: 'Austin',
    state: 'TX',
    location: { lat: 30.3921, lng: -97.9214 },
    par: 72,
  },
];
