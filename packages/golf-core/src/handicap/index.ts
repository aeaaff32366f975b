export * from './whs';
