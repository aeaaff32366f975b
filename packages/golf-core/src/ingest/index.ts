export * from './types';
export * from './validate-round';
export * from './validate-course';
export * from './to-round-input';
export * from './fingerprint';
export * from './csv';
export * from './csv-template';
export * from './import-file';
