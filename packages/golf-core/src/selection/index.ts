export * from './seasons';
export * from './dates';
export * from './round-meta';
export * from './quick-sets';
export * from './hole-count';
export * from './round-types';
export * from './fuzzy';
export * from './date-range-search';
