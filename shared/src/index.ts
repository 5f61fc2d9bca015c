export * from './contracts';
export * from './events';
export * from './state';
export * from './api';
export * from './i18n';
export * from './ui';
export * from './routes';
export * from './format';
