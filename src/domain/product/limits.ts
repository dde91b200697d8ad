/** Numbers of spec 001 §5 and §9. One reading per limit; see docs/domain.md. */
export const PRODUCT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  descriptionMax: 2000,
  priceMin: 0.01,
  priceMax: 999_999.99,
  stockMax: 999_999,
  imagesMax: 10,
  /** A photo's alt text: a sentence or two for a screen reader, not a second description. */
  imageAltMax: 200,
  highlightsPerStoreMax: 10,
  highlightsPerCategoryFirstPass: 2,
  lowStock: 5,
  lowStockHighlighted: 10,
  significantDiscountPercent: 5,
  highDiscountWarningPercent: 90,
  lowDiscountWarningPercent: 5,
  lowStockWarning: 5,
  pageDefault: 50,
  pageMax: 100,
} as const;
