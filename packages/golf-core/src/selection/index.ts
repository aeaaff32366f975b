export * from './seasons';
