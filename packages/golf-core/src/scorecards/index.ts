export * from './columns';
export * from './aggregates';
export * from './group-by';
export * from './expansion';
export * from './search';
export * from './stat-filter';
export * from './rounds-grid';
export * from './best-charts';
