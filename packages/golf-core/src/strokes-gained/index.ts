export * from './lie';
export * from './expected-strokes';
export * from './strokes-gained';
export { BROADIE_PGA_TOUR_ROWS } from './broadie-table.data';
