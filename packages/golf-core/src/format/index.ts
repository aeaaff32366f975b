export * from './score';
export * from './name';
export * from './video';
export * from './file-names';
export * from './date';
export * from './link';
export * from './measurement';
export * from './count';
