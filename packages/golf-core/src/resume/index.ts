export * from './settings';
export * from './charts';
export * from './cover';
