export * from './best-metrics';
