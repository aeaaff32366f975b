export * from './best-metrics';
export * from './best-round';
