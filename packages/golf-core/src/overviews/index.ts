export * from './round-filter';
export * from './labels-colors';
export * from './overview';
export * from './loading';
export * from './group-catalog';
