export * from './score';
export * from './name';
export * from './video';
