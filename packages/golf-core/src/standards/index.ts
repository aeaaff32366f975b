export * from './levels';
export * from './standards';
export { LEVEL_STANDARD_VALUES } from './levels.data';
