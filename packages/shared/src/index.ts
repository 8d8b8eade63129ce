export * from './constants';
export * from './countries';
export * from './errors';
export * from './auth';
export * from './catalog';
export * from './applications';
export * from './orders';
export * from './progress';
