export * from './upcoming-events';
export * from './featured-tournaments';
export * from './news';
export * from './summary';
