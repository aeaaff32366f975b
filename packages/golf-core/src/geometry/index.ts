export * from './units';
export * from './points';
export * from './hole-geometry';
export * from './course';
export * from './map-layers';
