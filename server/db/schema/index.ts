export * from './admin';
export * from './billing';
export * from './catalogue';
export * from './shopper';
export * from './users';
