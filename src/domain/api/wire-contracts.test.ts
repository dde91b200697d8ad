import { describe, expect, it } from 'vitest';
import { distanceMeters } from '../geo';
import { productDerivedFields } from '../product/derived';
import type { ProductEventType } from '../product/events';
import { DOMAIN_VALIDATION_CODES } from '../product/validation-codes';
import { PUSH_CONFIG_FIELDS, pushConfigProblems } from '../push-config';
import { configureZodMessagesPtBr } from '../zod-locale';
import { loginRequestSchema, registerRequestSchema } from './auth';
import { paginate, productSchema, validatePublicListRequest } from './catalogue';
import { offlineValidationRequestSchema } from './coupons';
import { notificationListQuerySchema } from './notifications';
import { PROXIMITY_RADIUS, proximityCheckSchema, proximityNotificationText } from './proximity';
import { pushConfigSchema, pushRegisterSchema, webPushSubscriptionSchema } from './push';
import { searchQuerySchema, searchTrackSchema } from './search';
import {
  analyticsQuerySchema,
  productActionBodySchema,
  promotionInputSchema,
  storeCreateSchema,
  storeUpdateSchema,
} from './seller';
import { reservationSchema, sellerReservationStatusUpdateSchema } from './shopper';

/**
 * The wire contracts shared by server routes and the browser: what they accept, what they refuse and with
 * which Portuguese message. The API suites exercise them over HTTP; these pin the rules without a server.
 */
/** Spec 001's twelve product events; the type check below fails if the domain names one more. */
const PRODUCT_EVENT_TYPES = [
  'ProductBasicInfoChanged',
  'ProductPriceChanged',
  'ProductDiscountApplied',
  'ProductDiscountRemoved',
  'ProductStockUpdated',
  'ProductStockReduced',
  'ProductImagesUpdated',
  'ProductHighlighted',
  'ProductHighlightRemoved',
  'ProductActivated',
  'ProductDeactivated',
  'ProductDiscontinued',
] as const satisfies readonly ProductEventType[];
const everyEventListed: Exclude<ProductEventType, (typeof PRODUCT_EVENT_TYPES)[number]> extends never
  ? true
  : false = true;

describe('pagination (spec 001 §3)', () => {
  it('computes pages and neighbours', () => {
    expect(paginate(1, 20, 45)).toEqual({
      currentPage: 1,
      totalPages: 3,
      totalCount: 45,
      hasNextPage: true,
      hasPreviousPage: false,
      limit: 20,
    });
    expect(paginate(3, 20, 45)).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    // An empty list is still one (empty) page, never zero pages.
    expect(paginate(1, 50, 0)).toMatchObject({ totalPages: 1, hasNextPage: false });
  });
});

describe('public product list query', () => {
  it('accepts the query-string form with an optional store and a category', () => {
    const result = validatePublicListRequest({
      page: '2',
      limit: '20',
      category: 'comida',
      sort: 'price:desc',
    });
    expect(result.success).toBe(true);
    if (result.success) expect(result.data).toMatchObject({ page: 2, limit: 20, category: 'comida' });
  });

  it('accepts the split sortField/sortDirection form', () => {
    const result = validatePublicListRequest({ sortField: 'name', sortDirection: 'asc' });
    expect(result.success).toBe(true);
  });

  it('refuses a bad page and an inverted price range with the spec codes', () => {
    const result = validatePublicListRequest({ page: '0', minPrice: '10', maxPrice: '5' });
    expect(result.success).toBe(false);
    if (!result.success) {
      const codes = result.error.details?.map((d) => d.code);
      expect(codes).toContain('INVALID_PAGE');
      expect(codes).toContain('INVALID_PRICE_RANGE');
      expect(result.error.message).toBe('Dados de entrada inválidos');
    }
  });
});

describe('product wire shape', () => {
  it('parses a server row and refuses an unknown status', () => {
    const row = {
      id: 1,
      storeId: 2,
      storeName: 'Hortifrúti da Dona Cida',
      name: 'Pão de queijo mineiro',
      description: null,
      category: 'comida',
      price: 12.5,
      currency: 'BRL',
      discountedPrice: null,
      stock: null,
      images: ['/demo/products/comida-1.png'],
      status: 'ACTIVE',
      isActive: true,
      isHighlighted: false,
      version: 1,
      createdAt: '2026-11-21T10:00:00.000Z',
      updatedAt: '2026-11-21T10:00:00.000Z',
    };
    // Without spec 001 §3's derived fields it is not a product answer.
    expect(productSchema.safeParse(row).success).toBe(false);
    const served = { ...row, ...productDerivedFields({ ...row, status: 'ACTIVE' as const }) };
    expect(productSchema.parse(served).name).toBe('Pão de queijo mineiro');
    expect(productSchema.parse(served).imageDetails).toEqual([
      { url: '/demo/products/comida-1.png', alt: null, isPrimary: true },
    ]);
    expect(productSchema.safeParse({ ...served, status: 'SOLD' }).success).toBe(false);
  });
});

describe('accounts', () => {
  it('refuses a short password and a bad e-mail in Portuguese', () => {
    const result = registerRequestSchema.safeParse({
      email: 'nao-e-email',
      password: '123',
      firstName: 'Ana',
      lastName: 'Souza',
      role: 'shopper',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message).join(' | ') ?? '';
    expect(messages).toMatch(/e-mail/i);
    expect(messages).toMatch(/8/);
    expect(loginRequestSchema.safeParse({ email: 'cliente@feira.dev', password: 'feira1234' }).success).toBe(
      true,
    );
  });
});

describe('search', () => {
  it('trims the term, refuses a blank one and bounds the limit', () => {
    expect(searchTrackSchema.parse({ term: '  pão  ' }).term).toBe('pão');
    expect(searchTrackSchema.safeParse({ term: '   ' }).success).toBe(false);
    expect(searchQuerySchema.parse({ q: 'quei' }).limit).toBeGreaterThan(0);
    expect(searchQuerySchema.safeParse({ q: 'quei', limit: '100000' }).success).toBe(false);
  });
});

describe('push and payment config', () => {
  it('requires an 87-character VAPID key and a well-formed subscription', () => {
    const config = {
      projectId: 'feira-webpush',
      vapidKey: 'B'.repeat(87),
      apiKey: 'feira-webpush',
      authDomain: 'feira-webpush',
      storageBucket: 'feira-webpush',
      messagingSenderId: 'feira-webpush',
      appId: 'feira-webpush',
    };
    expect(pushConfigSchema.safeParse(config).success).toBe(true);
    expect(pushConfigSchema.safeParse({ ...config, vapidKey: 'curta' }).success).toBe(false);
    // The hand check the page and the server's boot use says the same of every field (spec 000 §5).
    expect(pushConfigProblems(config)).toEqual([]);
    for (const field of PUSH_CONFIG_FIELDS) {
      for (const value of [undefined, '', 42]) {
        const broken = { ...config, [field]: value };
        expect(pushConfigSchema.safeParse(broken).success, `${field}=${value}`).toBe(false);
        expect(pushConfigProblems(broken), `${field}=${value}`).toEqual([`${field}: obrigatório`]);
      }
    }
    expect(pushConfigProblems({ ...config, vapidKey: 'curta' })).toEqual([
      'vapidKey: deve ter 87 caracteres',
    ]);
    const { vapidKey: _vapidKey, ...withoutKey } = config;
    expect(pushConfigProblems(withoutKey, ['projectId'])).toEqual([]);
    expect(pushConfigProblems(null)).toEqual(['deve ser um objeto']);
    expect(
      webPushSubscriptionSchema.safeParse({
        endpoint: 'https://push.example/abc',
        keys: { p256dh: 'x', auth: 'y' },
      }).success,
    ).toBe(true);
    const blank = pushRegisterSchema.safeParse({ token: '  ' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe('Token de notificação é obrigatório');
  });
});

describe('notifications, coupons and proximity', () => {
  it('pages notifications by 20 by default', () => {
    const query = notificationListQuerySchema.parse({});
    expect(query).toMatchObject({ page: 1, limit: 20 });
  });

  it('bounds an offline validation batch', () => {
    expect(offlineValidationRequestSchema.safeParse({ validations: [] }).success).toBe(false);
    expect(
      offlineValidationRequestSchema.safeParse({
        validations: [{ validationCode: 'ABCDEFGH23', validatedAt: '2026-11-21T10:00:00.000Z' }],
      }).success,
    ).toBe(true);
  });

  it('measures distance and writes the proximity notice in pt-BR', () => {
    // Praça da Sé → Avenida Paulista (MASP): about 2.6 km.
    const d = distanceMeters({ lat: -23.5505, lng: -46.6333 }, { lat: -23.5614, lng: -46.6559 });
    expect(d).toBeGreaterThan(2300);
    expect(d).toBeLessThan(2800);
    expect(proximityNotificationText('Flores da Vila', 350, 'Rosas em dobro')).toEqual({
      title: 'Flores da Vila está a 350 m de você',
      message: 'Promoção ativa: Rosas em dobro. Passe na barraca!',
    });
    expect(proximityNotificationText('Flores da Vila', 1500, 'x').title).toBe(
      'Flores da Vila está a 1,5 km de você',
    );
    expect(proximityCheckSchema.safeParse({ lat: -23.55, lng: -46.63 }).success).toBe(true);
    expect(proximityCheckSchema.safeParse({ lat: 123, lng: -46.63 }).success).toBe(false);
    expect(PROXIMITY_RADIUS.min).toBeLessThan(PROXIMITY_RADIUS.max);
  });
});

describe('zod messages', () => {
  it('generic messages are Portuguese once configured', async () => {
    configureZodMessagesPtBr();
    const { z } = await import('zod');
    const issue = z.object({ a: z.string() }).safeParse({}).error?.issues[0];
    expect(issue?.message).toMatch(/^Entrada inválida/);
  });
});

describe('seller writes', () => {
  const store = { name: 'Barraca da Cida', category: 'comida', address: 'Rua Guaicurus, 1000' };

  it('accepts a store with the feira days sorted and refuses closing before opening', () => {
    const parsed = storeCreateSchema.parse({
      ...store,
      openingDays: [6, 3],
      opensAt: '06:30',
      closesAt: '13:30',
    });
    expect(parsed).toMatchObject({ openingDays: [3, 6], city: 'São Paulo', state: 'SP', latitude: null });
    const late = storeCreateSchema.safeParse({ ...store, opensAt: '13:00', closesAt: '06:00' });
    expect(late.error?.issues.map((i) => i.message)).toContain(
      'O horário de fechamento deve ser posterior ao de abertura',
    );
    const days = storeCreateSchema.safeParse({ ...store, openingDays: [1, 1] });
    expect(days.error?.issues[0]?.message).toMatch(/Dias de funcionamento/);
    expect(storeCreateSchema.safeParse({ ...store, latitude: 91 }).error?.issues[0]?.message).toBe(
      'Latitude deve estar entre -90 e 90',
    );
    expect(storeUpdateSchema.safeParse({ name: 'Nova barraca' }).success).toBe(true);
  });

  it('refuses a promotion that ends before it starts', () => {
    const base = {
      productId: 1,
      title: 'Relâmpago',
      promotionalPrice: 9.9,
      startsAt: '2026-11-21T08:00:00-03:00',
      endsAt: '2026-11-21T12:00:00-03:00',
    };
    expect(promotionInputSchema.parse(base)).toMatchObject({ isFlash: true, isActive: true });
    const inverted = promotionInputSchema.safeParse({ ...base, endsAt: '2026-11-21T07:00:00-03:00' });
    expect(inverted.error?.issues.map((i) => i.message)).toContain(
      'A data de fim deve ser posterior à data de início',
    );
    expect(promotionInputSchema.safeParse({ ...base, promotionalPrice: 0 }).success).toBe(false);
  });

  it('lets a status action have no body and checks the version and analytics range', () => {
    expect(productActionBodySchema.parse(null)).toEqual({});
    expect(productActionBodySchema.safeParse({ version: 0 }).error?.issues[0]?.message).toBe(
      'Versão do produto inválida',
    );
    expect(analyticsQuerySchema.safeParse({ from: '2026-11-01', to: '2026-11-21' }).success).toBe(true);
    expect(analyticsQuerySchema.safeParse({ from: '01/11/2026' }).success).toBe(false);
  });
});

describe('shopper state and the domain catalogues', () => {
  it('parses a reservation and limits what a seller may set', () => {
    const reservation = {
      id: 7,
      status: 'pending',
      productId: 1,
      storeId: 2,
      quantity: 2,
      unitPrice: 12.5,
      note: null,
      expiresAt: '2026-11-21T12:00:00.000Z',
      createdAt: '2026-11-21T10:00:00.000Z',
      updatedAt: '2026-11-21T10:00:00.000Z',
      product: {
        id: 1,
        name: 'Pão de queijo mineiro',
        price: 12.5,
        discountedPrice: null,
        images: [],
        status: 'ACTIVE',
        stock: 28,
        store: { id: 2, name: 'Barraca da Cida' },
      },
    };
    expect(reservationSchema.parse(reservation).quantity).toBe(2);
    expect(reservationSchema.safeParse({ ...reservation, status: 'picked-up' }).success).toBe(false);
    expect(sellerReservationStatusUpdateSchema.safeParse({ status: 'completed' }).success).toBe(true);
    expect(sellerReservationStatusUpdateSchema.safeParse({ status: 'pending' }).success).toBe(false);
  });

  it('names the twelve product events and the ten domain validation codes of spec 001', () => {
    expect(everyEventListed).toBe(true);
    expect(PRODUCT_EVENT_TYPES).toHaveLength(12);
    expect(new Set(PRODUCT_EVENT_TYPES).size).toBe(12);
    expect(DOMAIN_VALIDATION_CODES).toEqual([
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
    ]);
  });
});

describe('realtime handshake frames', () => {
  it('parses hello and subscribed, and ignores unknown frames', async () => {
    const { parseServerMessage, PROTOCOL_VERSION } = await import('../realtime');
    const hello = parseServerMessage(
      JSON.stringify({
        type: 'hello',
        data: { protocolVersion: PROTOCOL_VERSION, userId: 3, channels: ['user'] },
      }),
    );
    expect(hello?.type).toBe('hello');
    expect(parseServerMessage({ type: 'subscribed', data: { channels: ['store:4'] } })?.type).toBe(
      'subscribed',
    );
    expect(parseServerMessage({ type: 'desconhecido' })).toBeNull();
  });
});
