export * from './selections';
export * from './select-rounds';
export * from './round-options';
export * from './metrics';
export * from './tabs';
export * from './compare-request';
