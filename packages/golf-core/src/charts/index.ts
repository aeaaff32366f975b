export * from './round-charts';
