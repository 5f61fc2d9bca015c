export * from './card-images';
export * from './first-reads';
export * from './list-query';
export * from './titles';
export * from './list-titles';
export * from './home-texts';
export * from './pictures';
export { contentPageFilter, isLegacyContentPath } from '../routes/content-pages';
