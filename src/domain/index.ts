/** Public surface of src/domain: import from here in src/data, src/app, sw and server. */
export * from './categories';
export * from './constants';
export * from './errors';
export * from './format';
export * from './messages';
export * from './product/index';
