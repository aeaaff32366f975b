export * from './types';
export * from './format';
export * from './define';
export * from './totals';
export * from './catalog';
export * from './compute-stats';
