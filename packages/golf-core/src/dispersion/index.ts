export * from './local-frame';
export * from './club-category';
export * from './dispersion';
export * from './landing-plan';
export * from './shot-aim';
export * from './course-plan';
