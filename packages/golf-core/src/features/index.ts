export * from './hole-features';
export * from './derive-hole-features';
export * from './shot-categories';
export * from './short-game';
export * from './putting';
export * from './shot-tracking';
