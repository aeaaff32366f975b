export * from './whs';
export * from './player-index';
