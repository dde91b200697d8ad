export * from './catalogue';
export * from './shopper';
export * from './users';
