/** The seller's coupon as the versioned-write suites send it (POST and PUT /api/seller/coupons). */

const DAY = 86_400_000;

/** A new coupon of the store: 10% off, valid from now for a day. */
export const couponInput = (storeId: number, code: string, description: string) => {
  const now = Date.now();
  return {
    storeId,
    code,
    description,
    discountPercentage: 10,
    discountAmount: null,
    startTime: new Date(now).toISOString(),
    endTime: new Date(now + DAY).toISOString(),
  };
};

/** A coupon the server answered, as an edit sends it back: without what only the server says. */
export function couponEditBody(coupon: Record<string, unknown>): Record<string, unknown> {
  const {
    id: _id,
    storeName: _s,
    store: _st,
    usageCount: _u,
    createdAt: _c,
    updatedAt: _up,
    ...body
  } = coupon;
  return body;
}
