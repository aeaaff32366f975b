export * from './model/round';
export * from './geometry/index';
export * from './format/index';
export * from './handicap/index';
export * from './strokes-gained/index';
export * from './selection/index';
export * from './features/index';
