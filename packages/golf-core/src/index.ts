export * from './model/round';
