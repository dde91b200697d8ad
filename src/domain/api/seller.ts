import { z } from 'zod';
import { CATEGORIES } from '../categories';
import { messages } from '../messages';
import { CATALOGUE_ACTIVITIES } from '../product/events';
import { isValidImageUrl } from '../product/value-objects/image';
import { PRODUCT_WARNING_CODES } from '../product/warnings';
import { productSchema, storeSchema } from './catalogue';

/**
 * Wire shapes of the seller area (/api/seller/*, product writes and status actions). Product rules live in
 * src/domain/product; these schemas only describe payloads around them.
 */
export const sellerMessages = {
  storeNameRequired: 'Nome da loja é obrigatório',
  storeNameLength: 'Nome da loja deve ter entre 2 e 100 caracteres',
  storeCategoryInvalid: 'Categoria da loja inválida',
  addressRequired: 'Endereço é obrigatório',
  latitudeInvalid: 'Latitude deve estar entre -90 e 90',
  longitudeInvalid: 'Longitude deve estar entre -180 e 180',
  openingDaysInvalid: 'Dias de funcionamento devem ser números de 0 (domingo) a 6 (sábado), sem repetição',
  timeInvalid: 'Horário deve estar no formato HH:mm',
  hoursOrder: 'O horário de fechamento deve ser posterior ao de abertura',
  imageUrlInvalid: 'URL da imagem inválida',
  storeNotFound: messages.screens.storeNotFound,
  storeNotOwned: 'Esta loja não pertence a você',
  storeHasPendingReservations:
    'A loja tem reservas pendentes. Conclua ou cancele as reservas antes de excluí-la.',
  storeCreated: 'Loja criada com sucesso',
  storeUpdated: 'Loja atualizada com sucesso',
  storeDeleted: 'Loja excluída com sucesso',
  versionConflict: 'O produto foi alterado por outra pessoa. Recarregue e tente novamente.',
  versionInvalid: 'Versão do produto inválida',
  recordVersionInvalid: 'Versão inválida',
  couponVersionConflict: 'O cupom foi alterado em outro aparelho. Compare as versões e escolha qual manter.',
  promotionVersionConflict:
    'A promoção foi alterada em outro aparelho. Compare as versões e escolha qual manter.',
  storeVersionConflict: 'A loja foi alterada em outro aparelho. Compare as versões e escolha qual manter.',
  promotionTitleRequired: 'Título da promoção é obrigatório',
  promotionPriceInvalid: 'Preço promocional deve ser maior que zero',
  promotionPriceNotBelow: 'O preço promocional deve ser menor que o preço do produto',
  promotionDatesRequired: 'Datas de início e fim são obrigatórias',
  promotionEndBeforeStart: 'A data de fim deve ser posterior à data de início',
  promotionNotFound: 'Promoção não encontrada',
  promotionCreated: 'Promoção criada com sucesso',
  promotionUpdated: 'Promoção atualizada com sucesso',
  promotionDeleted: 'Promoção excluída com sucesso',
  couponCodeTaken: 'Já existe um cupom com este código nesta loja',
  couponCreated: 'Cupom criado com sucesso!',
  analyticsRangeInvalid: 'Período inválido: use datas AAAA-MM-DD com início até o fim (no máximo 366 dias)',
} as const;
const sm = sellerMessages;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
const imageUrl = z
  .string()
  .trim()
  .max(500)
  // The product photos' rule: an http(s) URL or one of the server's own image paths.
  .refine(isValidImageUrl, { error: sm.imageUrlInvalid })
  .nullish()
  .transform((v) => (v ? v : null));
const time = z
  .string()
  .trim()
  .regex(HH_MM, { error: sm.timeInvalid })
  .nullish()
  .transform((v) => v ?? null);

const storeFields = {
  name: z.string({ error: sm.storeNameRequired }).trim().min(2, { error: sm.storeNameLength }).max(100, {
    error: sm.storeNameLength,
  }),
  description: optionalText(2000),
  category: z.enum(CATEGORIES, { error: sm.storeCategoryInvalid }),
  phone: optionalText(30),
  whatsapp: optionalText(30),
  address: z.string({ error: sm.addressRequired }).trim().min(1, { error: sm.addressRequired }).max(200),
  neighborhood: optionalText(100),
  city: z.string().trim().min(1).max(100).default('São Paulo'),
  state: z.string().trim().length(2).toUpperCase().default('SP'),
  latitude: z
    .number({ error: sm.latitudeInvalid })
    .min(-90, { error: sm.latitudeInvalid })
    .max(90, {
      error: sm.latitudeInvalid,
    })
    .nullish()
    .transform((v) => v ?? null),
  longitude: z
    .number({ error: sm.longitudeInvalid })
    .min(-180, { error: sm.longitudeInvalid })
    .max(180, {
      error: sm.longitudeInvalid,
    })
    .nullish()
    .transform((v) => v ?? null),
  openingDays: z
    .array(z.number().int().min(0).max(6), { error: sm.openingDaysInvalid })
    .max(7, { error: sm.openingDaysInvalid })
    .refine((days) => new Set(days).size === days.length, { error: sm.openingDaysInvalid })
    .transform((days) => [...days].sort((a, b) => a - b))
    .default([]),
  opensAt: time,
  closesAt: time,
  imageUrl,
  coverUrl: imageUrl,
  isActive: z.boolean().default(true),
};

function checkHours(v: { opensAt?: string | null; closesAt?: string | null }, ctx: z.RefinementCtx) {
  if (v.opensAt && v.closesAt && v.closesAt <= v.opensAt) {
    ctx.addIssue({ code: 'custom', message: sm.hoursOrder, path: ['closesAt'] });
  }
}

export const storeCreateSchema = z.object(storeFields).superRefine(checkHours);
export type StoreCreateInput = z.output<typeof storeCreateSchema>;

/** PUT: only the fields given change; defaults are not applied so an omitted field is left alone. */
export const storeUpdateSchema = z
  .object({
    name: storeFields.name.optional(),
    description: storeFields.description.optional(),
    category: storeFields.category.optional(),
    phone: storeFields.phone.optional(),
    whatsapp: storeFields.whatsapp.optional(),
    address: storeFields.address.optional(),
    neighborhood: storeFields.neighborhood.optional(),
    city: z.string().trim().min(1).max(100).optional(),
    state: z.string().trim().length(2).toUpperCase().optional(),
    latitude: storeFields.latitude.optional(),
    longitude: storeFields.longitude.optional(),
    openingDays: z
      .array(z.number().int().min(0).max(6), { error: sm.openingDaysInvalid })
      .max(7, { error: sm.openingDaysInvalid })
      .refine((days) => new Set(days).size === days.length, { error: sm.openingDaysInvalid })
      .transform((days) => [...days].sort((a, b) => a - b))
      .optional(),
    opensAt: storeFields.opensAt.optional(),
    closesAt: storeFields.closesAt.optional(),
    imageUrl: storeFields.imageUrl.optional(),
    coverUrl: storeFields.coverUrl.optional(),
    isActive: z.boolean().optional(),
  })
  .superRefine(checkHours);
export type StoreUpdateInput = z.output<typeof storeUpdateSchema>;

/** PUT /api/seller/stores/:id/location: the address and the point shoppers are guided to. */
export const storeLocationSchema = z.object({
  address: storeFields.address,
  neighborhood: storeFields.neighborhood.optional(),
  city: z.string().trim().min(1).max(100).optional(),
  state: z.string().trim().length(2).toUpperCase().optional(),
  latitude: z.number({ error: sm.latitudeInvalid }).min(-90, { error: sm.latitudeInvalid }).max(90, {
    error: sm.latitudeInvalid,
  }),
  longitude: z.number({ error: sm.longitudeInvalid }).min(-180, { error: sm.longitudeInvalid }).max(180, {
    error: sm.longitudeInvalid,
  }),
});

export const storeWriteResponseSchema = z.object({ store: storeSchema, message: z.string() });

export const productWarningSchema = z.object({
  code: z.enum(PRODUCT_WARNING_CODES),
  field: z.string(),
  message: z.string(),
});

/** Every product write answers the saved row, the domain's non-blocking warnings and a pt-BR message. */
export const productWriteResponseSchema = z.object({
  product: productSchema,
  warnings: z.array(productWarningSchema),
  message: z.string(),
});
export type ProductWriteResponse = z.infer<typeof productWriteResponseSchema>;

/** Optimistic concurrency token: the version the client last saw; omitted = "whatever is current". */
export const versionSchema = z
  .number({ error: sm.versionInvalid })
  .int({ error: sm.versionInvalid })
  .positive({ error: sm.versionInvalid })
  .optional();

/**
 * Bodies of the status actions. Amount fields are checked by the entity's value objects (their messages and
 * codes), so here they are only typed loosely enough to reach it.
 */
export const productActionBodySchema = z
  .object({
    version: versionSchema,
    storeId: z.union([z.number(), z.string()]).optional(),
    discountedPrice: z.unknown().optional(),
    quantity: z.unknown().optional(),
  })
  .nullish()
  .transform((v) => v ?? {});

export const PRODUCT_ACTIONS = [
  'activate',
  'deactivate',
  'discontinue',
  'highlight',
  'remove-highlight',
  'apply-discount',
  'remove-discount',
  'restock',
  'reduce-stock',
] as const;
export type ProductAction = (typeof PRODUCT_ACTIONS)[number];

export const storeStatsSchema = z.object({
  stats: z.object({
    totalProducts: z.number().int(),
    activeProducts: z.number().int(),
    inactiveProducts: z.number().int(),
    highlightedProducts: z.number().int(),
    outOfStockProducts: z.number().int(),
    availableProducts: z.number().int(),
  }),
  message: z.string(),
});

export const inventoryValueSchema = z.object({
  totalValue: z.number(),
  totalProducts: z.number().int(),
  averageValue: z.number(),
  byCategory: z.record(z.string(), z.object({ value: z.number(), count: z.number().int() })),
});

const isoInstant = z.union([z.iso.datetime({ offset: true }), z.iso.datetime({ local: true })], {
  error: sm.promotionDatesRequired,
});

export const promotionInputSchema = z
  .object({
    productId: z.coerce.number().int().positive(),
    title: z
      .string({ error: sm.promotionTitleRequired })
      .trim()
      .min(1, { error: sm.promotionTitleRequired })
      .max(120),
    description: optionalText(500),
    promotionalPrice: z
      .number({ error: sm.promotionPriceInvalid })
      .positive({ error: sm.promotionPriceInvalid }),
    startsAt: isoInstant,
    endsAt: isoInstant,
    isFlash: z.boolean().default(true),
    isActive: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (Date.parse(v.endsAt) <= Date.parse(v.startsAt)) {
      ctx.addIssue({ code: 'custom', message: sm.promotionEndBeforeStart, path: ['endsAt'] });
    }
  });
export type PromotionInput = z.output<typeof promotionInputSchema>;

export const sellerCouponSchema = z.object({
  id: z.number().int(),
  storeId: z.number().int(),
  storeName: z.string(),
  store: z.object({ id: z.number().int(), name: z.string() }),
  code: z.string(),
  description: z.string(),
  discountPercentage: z.number().nullable(),
  discountAmount: z.number().nullable(),
  minimumPurchase: z.number().nullable(),
  maxUsageCount: z.number().int().nullable(),
  usageCount: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  isActive: z.boolean(),
  /** Bumped by every edit; a queued edit names the version it changes (If-Match). */
  version: z.number().int().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SellerCouponWire = z.infer<typeof sellerCouponSchema>;

export const contactSchema = z.object({
  userId: z.number().int().nullable(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  lastInteractionAt: z.string(),
  reservationsCount: z.number().int(),
  redemptionsCount: z.number().int(),
  storeIds: z.array(z.number().int()),
});
export type ContactWire = z.infer<typeof contactSchema>;

export const ANALYTICS_KINDS = [
  'product_view',
  'wishlist_add',
  'reservation',
  'coupon_redemption',
  'search_appearance',
  'store_view',
  // The seller's own changes, from the product's named events (spec 001 §4).
  ...CATALOGUE_ACTIVITIES,
] as const;
export type AnalyticsKind = (typeof ANALYTICS_KINDS)[number];

const dayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: sm.analyticsRangeInvalid });
export const analyticsQuerySchema = z.object({ from: dayText.optional(), to: dayText.optional() });

export const analyticsRowSchema = z.object({
  day: z.string(),
  storeId: z.number().int(),
  /** null for store-level counts (store views). */
  productId: z.number().int().nullable(),
  productName: z.string().nullable(),
  productViews: z.number().int(),
  wishlistAdds: z.number().int(),
  reservations: z.number().int(),
  couponRedemptions: z.number().int(),
  searchAppearances: z.number().int(),
  storeViews: z.number().int(),
  priceChanges: z.number().int(),
  discountsApplied: z.number().int(),
  restocks: z.number().int(),
});
export type AnalyticsRow = z.infer<typeof analyticsRowSchema>;

export const analyticsResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(analyticsRowSchema),
  totals: analyticsRowSchema.pick({
    productViews: true,
    wishlistAdds: true,
    reservations: true,
    couponRedemptions: true,
    searchAppearances: true,
    storeViews: true,
    priceChanges: true,
    discountsApplied: true,
    restocks: true,
  }),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;
