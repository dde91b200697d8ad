export * from './admin-api';
export * from './geocoding-api';
