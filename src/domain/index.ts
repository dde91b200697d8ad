/** Public surface of src/domain: import from here in src/data, src/app, sw and server. */
export * from './categories';
export * from './constants';
export * from './coupon';
export * from './errors';
export * from './feature-flags';
export * from './format';
export * from './image/responsive';
export * from './install-banner';
export * from './lru-cache';
export * from './messages';
export * from './notification';
export * from './product/index';
export * from './realtime';
export * from './request-policy';
export * from './reservation';
export * from './user';
