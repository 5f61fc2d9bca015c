export * from './send-account-action';
export * from './api-base';
export * from './api-error';
export { apiClient, createApiClient, type ApiClient, type ApiClientOptions, type CallOptions } from './client';
export * from './list-records';
export * from './read-entities';
export * from './restore-session';
export * from './use-request';
export * from './favourites';
