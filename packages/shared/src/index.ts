export * from './constants';
export * from './countries';
export * from './errors';
export * from './auth';
