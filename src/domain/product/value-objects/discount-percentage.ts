// Shown on the shopper's product page, which must not load the schemas: it lives in ../discount.ts.
export { discountPercentageOf } from '../discount';
