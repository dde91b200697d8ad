import { z } from 'zod';
import { FEATURE_FLAG_KEYS, featureFlagSchema } from '../feature-flags';
import { keyedObject } from '../keyed-object';
import { registrationSchema, USER_ROLES } from '../user';
import { storeUpdateSchema } from './seller';

/**
 * The admin area: texts, request and answer shapes of /api/admin/*, read by the server routes and
 * the admin screens alike.
 */

/** Longest suspension / moderation reason: it is shown to the seller in a notification. */
export const ADMIN_REASON_LENGTH = { min: 3, max: 500 } as const;
/** One page of an admin list; the lists are searched, not scrolled through. */
export const ADMIN_LIST_LIMIT = 100;

export const ROLE_LABELS: Record<(typeof USER_ROLES)[number], string> = {
  shopper: 'Cliente',
  seller: 'Lojista',
  admin: 'Administrador',
};

export const adminMessages = {
  setupDone: 'A configuração inicial já foi concluída: já existe um administrador.',
  setupTokenInvalid: 'Código de configuração inválido. Use o código impresso no console do servidor.',
  setupTokenRequired: 'Informe o código de configuração',
  accountDisabled: 'Esta conta foi desativada. Fale com a administração da Feira.',
  notAdmin: 'Esta conta não tem acesso à administração.',
  cacheMetricsOff: 'As métricas de cache estão desligadas: ligue a flag cache-metrics para vê-las.',
  reasonRequired: 'Informe o motivo',
  reasonTooShort: `O motivo deve ter pelo menos ${ADMIN_REASON_LENGTH.min} caracteres`,
  reasonTooLong: `O motivo deve ter no máximo ${ADMIN_REASON_LENGTH.max} caracteres`,
  storeAlreadySuspended: 'Esta loja já está suspensa',
  storeNotSuspended: 'Esta loja não está suspensa',
  storeSuspended: 'Loja suspensa',
  storeReactivated: 'Loja reativada',
  storeSuspendedBySeller: 'Esta loja foi suspensa pela administração da Feira e só ela pode reativá-la.',
  ownerNotFound: 'Nenhuma conta com este e-mail',
  ownerMustSell: 'A nova dona ou dono precisa ser lojista ou administrador',
  ownershipTransferred: 'Propriedade transferida',
  selfChange: 'Você não pode alterar o papel nem desativar a sua própria conta',
  userUpdated: 'Conta atualizada',
  resetSent: 'Link de redefinição de senha enviado',
  productModerated: 'Produto desativado pela moderação',
  highlightCleared: 'Destaque removido',
  flagSaved: 'Flag salva',
  moderationTitle: 'Produto desativado pela moderação',
  moderationNotice: (productName: string, reason: string) =>
    `O produto "${productName}" foi desativado pela moderação da Feira. Motivo: ${reason}`,
  suspensionTitle: 'Loja suspensa pela administração',
  suspensionNotice: (storeName: string, reason: string) =>
    `A loja "${storeName}" foi suspensa pela administração da Feira. Motivo: ${reason}`,
} as const;

const reasonSchema = z
  .string({ error: adminMessages.reasonRequired })
  .trim()
  .min(1, { error: adminMessages.reasonRequired })
  .min(ADMIN_REASON_LENGTH.min, { error: adminMessages.reasonTooShort })
  .max(ADMIN_REASON_LENGTH.max, { error: adminMessages.reasonTooLong });

/* ---- setup ---- */

export const setupStatusSchema = z.object({ needed: z.boolean() });
export const setupRequestSchema = registrationSchema
  .pick({ email: true, password: true, firstName: true, lastName: true })
  .extend({
    token: z
      .string({ error: adminMessages.setupTokenRequired })
      .trim()
      .min(1, { error: adminMessages.setupTokenRequired })
      .max(200, { error: adminMessages.setupTokenInvalid }),
  });
export type SetupRequest = z.output<typeof setupRequestSchema>;

/* ---- audit ---- */

export const AUDIT_OBJECT_TYPES = ['store', 'product', 'user', 'settings'] as const;
export type AuditObjectType = (typeof AUDIT_OBJECT_TYPES)[number];

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorEmail: z.string(),
  action: z.string(),
  objectType: z.enum(AUDIT_OBJECT_TYPES),
  objectId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Readable names of the audited actions, for the object pages' history. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'store.suspend': 'Suspendeu a loja',
  'store.reactivate': 'Reativou a loja',
  'store.transfer': 'Transferiu a propriedade',
  'store.update': 'Editou a loja',
  'store.geocode': 'Geocodificou a loja',
  'store.place': 'Corrigiu o ponto no mapa',
  'product.moderate': 'Desativou o produto (moderação)',
  'product.clear-highlight': 'Removeu o destaque',
  'user.role': 'Mudou o papel',
  'user.disable': 'Desativou a conta',
  'user.enable': 'Reativou a conta',
  'user.password-reset': 'Enviou link de redefinição de senha',
  'settings.flag': 'Mudou uma feature flag',
  'admin.setup': 'Criou o primeiro administrador',
};

/* ---- stores ---- */

export const ADMIN_STORE_STATUSES = ['all', 'active', 'inactive', 'suspended'] as const;
export const adminStoreListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(ADMIN_STORE_STATUSES).default('all'),
});

export const adminStoreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ownerId: z.number().int(),
  ownerEmail: z.string(),
  ownerName: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  isActive: z.boolean(),
  suspendedAt: z.string().nullable(),
  suspensionReason: z.string().nullable(),
  productCount: z.number().int(),
  plan: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminStore = z.infer<typeof adminStoreSchema>;
export const adminStoreDetailSchema = z.object({
  store: adminStoreSchema,
  audit: z.array(auditEntrySchema),
});

export const suspendStoreSchema = z.object({ reason: reasonSchema });
export const transferStoreSchema = z.object({ email: registrationSchema.shape.email });

/** PUT /api/admin/stores/:id: the seller's own field rules (same Portuguese messages); omitted fields stay. */
const sellerStoreField = storeUpdateSchema.shape;
export const adminStoreEditSchema = z.object({
  name: sellerStoreField.name,
  description: sellerStoreField.description,
  category: sellerStoreField.category,
  phone: sellerStoreField.phone,
  whatsapp: sellerStoreField.whatsapp,
  address: sellerStoreField.address,
  city: sellerStoreField.city,
  state: sellerStoreField.state,
});
export type AdminStoreEditInput = z.output<typeof adminStoreEditSchema>;

/* ---- products ---- */

export const adminProductListQuerySchema = z.object({ q: z.string().trim().max(100).optional() });
export const adminProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  storeId: z.number().int(),
  storeName: z.string(),
  status: z.string(),
  isHighlighted: z.boolean(),
  price: z.number(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const moderateProductSchema = z.object({ reason: reasonSchema });

/* ---- users ---- */

export const adminUserListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  role: z.enum(USER_ROLES).optional(),
});
export const adminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(USER_ROLES),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const userRoleSchema = z.object({ role: z.enum(USER_ROLES) });
export const userStatusSchema = z.object({ disabled: z.boolean() });

/* ---- settings ---- */

export const flagKeyParamsSchema = z.object({ key: z.enum(FEATURE_FLAG_KEYS) });
export const featureFlagsSchema = keyedObject(FEATURE_FLAG_KEYS, featureFlagSchema);
export const adminSettingsSchema = z.object({
  paymentMode: z.enum(['live', 'test', 'unavailable']),
  pushProvider: z.enum(['fcm', 'web-push']),
  /** Spec 000 §5: the push config the server hands out has every field and an 87-character vapidKey. */
  pushConfigValid: z.boolean(),
  registerLimitPerHour: z.number().int(),
  loginLimitPerAddress: z.number().int(),
  featureFlags: featureFlagsSchema,
  audit: z.array(auditEntrySchema),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/* ---- cache metrics (flag cache-metrics) ---- */

const cacheStatsSchema = z.object({
  size: z.number().int(),
  hits: z.number().int(),
  misses: z.number().int(),
  hitRate: z.number(),
});
/** GET /api/admin/cache: this process's caches (spec 001 §9), answered while the flag cache-metrics is on. */
export const adminCacheSchema = z.object({
  /** The shared public answers, both caches together. */
  publicAnswers: cacheStatsSchema.extend({ generation: z.number().int() }),
  products: cacheStatsSchema,
  main: cacheStatsSchema,
  highlights: cacheStatsSchema,
  search: cacheStatsSchema,
});
export type AdminCache = z.infer<typeof adminCacheSchema>;

/* ---- overview ---- */

export const overviewSchema = z.object({
  usersByRole: keyedObject(USER_ROLES, z.number().int()),
  stores: z.object({ total: z.number().int(), active: z.number().int(), suspended: z.number().int() }),
  productsByStatus: z.record(z.string(), z.number().int()),
  reservations: z.object({ today: z.number().int(), last30Days: z.number().int() }),
  redemptions: z.object({ today: z.number().int(), last30Days: z.number().int() }),
  subscriptions: z.object({ active: z.number().int(), trialing: z.number().int() }),
  pushSubscriptions: z.number().int(),
  /** Reservations per day over the last 30 days (America/Sao_Paulo days), oldest first. */
  reservationsByDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
});
export type Overview = z.infer<typeof overviewSchema>;
