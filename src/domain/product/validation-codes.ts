/** Domain validation codes of spec 001 §5 plus the field codes the request validation reports. */
export const DOMAIN_VALIDATION_CODES = [
  'DUPLICATE_NAME',
  'INVALID_PRICE',
  'PRICE_TOO_HIGH',
  'INVALID_DISCOUNT',
  'INVALID_CATEGORY',
  'INVALID_QUANTITY',
  'INSUFFICIENT_STOCK',
  'HIGHLIGHTED_MUST_BE_AVAILABLE',
  'MUST_BE_ACTIVE',
  'MUST_HAVE_STOCK',
] as const;

export type DomainValidationCode = (typeof DOMAIN_VALIDATION_CODES)[number];

/** Codes for fields the spec names no code for; chosen so every detail has one. */
export const FIELD_VALIDATION_CODES = [
  'INVALID_ID',
  'INVALID_STORE_ID',
  'INVALID_NAME',
  'INVALID_DESCRIPTION',
  'INVALID_STOCK',
  'INVALID_IMAGES',
  'INVALID_IMAGE_URL',
  'INVALID_MONEY',
  'INVALID_STATUS',
  'INVALID_PAGE',
  'INVALID_LIMIT',
  'INVALID_MIN_PRICE',
  'INVALID_MAX_PRICE',
  'INVALID_PRICE_RANGE',
  'INVALID_SORT',
  'INVALID_FIELD',
  'NO_FIELDS',
  'DISCONTINUED',
] as const;

export type FieldValidationCode = (typeof FIELD_VALIDATION_CODES)[number];
export type ProductValidationCode = DomainValidationCode | FieldValidationCode;
