export * from './common';
export * from './health';
export * from './accounts';
export * from './paths';
export * from './search';
export * from './auth';
export * from './players';
export * from './rounds-table';
