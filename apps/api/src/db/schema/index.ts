export * from './accounts';
export * from './organizations';
export * from './courses';
export * from './tournaments';
export * from './rounds';
export * from './content';
export * from './auth';
export * from './ingest';
