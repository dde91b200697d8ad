/** Every number of spec 000 §9, in milliseconds unless the name says otherwise. */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const TIME = { SECOND, MINUTE, HOUR, DAY } as const;

export const TOAST = { autoRemoveMs: 5000, maxVisible: 1, swipeThresholdPx: 50 } as const;

export const AUTH = {
  recheckIntervalMs: 10 * MINUTE,
  loginRetries: 2,
  loginRetryDelayMs: 1 * SECOND,
  /** After a 401 the app waits this long before going to /. */
  sessionExpiredRedirectMs: 1500,
  logoutRedirectMs: 1 * SECOND,
} as const;

export const SOCKET = {
  maxReconnectAttempts: 3,
  reconnectBaseMs: 1 * SECOND,
  reconnectMaxJitterMs: 1 * SECOND,
  reconnectMaxDelayMs: 15 * SECOND,
  pingIntervalMs: 10 * SECOND,
  /** Close code that means the session was refused. */
  policyViolationCloseCode: 1008,
  /** Close code of a server that is restarting (RFC 6455 1012): reconnect at once, to another replica. */
  serviceRestartCloseCode: 1012,
  /** Close code of a socket refused for now (RFC 6455 1013, "try again later"): too many open for the user. */
  tryAgainLaterCloseCode: 1013,
} as const;

/** How long a pulled collection counts as fresh (spec 000 §9 query cache staleness). */
export const STALE_TIME_MS = {
  auth: 0,
  products: 0,
  seller: 0,
  reservations: 0,
  wishlist: 0,
  notifications: 0,
  nearbyStores: 1 * MINUTE,
  location: 1 * MINUTE,
  stores: 2 * MINUTE,
  default: 2 * MINUTE,
  highlights: 5 * MINUTE,
  categories: 15 * MINUTE,
  config: 15 * MINUTE,
  plans: 15 * MINUTE,
} as const;

export const CACHE_GC_MS = 10 * MINUTE;

export const QUERY_RETRIES = {
  default: 3,
  auth: 1,
  profile: 2,
  reservations: 2,
  wishlist: 2,
  mutations: 0,
} as const;

export const POLLING = {
  userDataMs: 30 * SECOND,
  reservationsMs: 15 * SECOND,
  wishlistStaleMs: 120 * SECOND,
  /** /api/users/me is stale after 5 s (spec 000 §7). */
  userDataStaleMs: 5 * SECOND,
  /** /api/reservations is stale after 2 s (spec 000 §7). */
  reservationsStaleMs: 2 * SECOND,
} as const;

export const PUSH = {
  tokenCacheMs: 24 * HOUR,
  configFetchTries: 3,
  tokenRetrievalTries: 3,
  serviceWorkerWaitMs: 10 * SECOND,
  /** Unsubscribing talks to the push service and can hang (offline, no push service): a sign-out goes on. */
  unsubscribeWaitMs: 5 * SECOND,
  vapidKeyLength: 87,
} as const;

export const NOTIFICATION_PAGE_SIZE = 20;
export const BADGE_CAP = 99;

export const COUPON = {
  codeMinLength: 4,
  validationCodeMaxLength: 20,
  percentageMin: 1,
  percentageMax: 100,
  amountMin: 0.01,
  minimumPurchaseMin: 0,
  usageLimitMin: 1,
} as const;

export const RESERVATION_HOLD_MS = 2 * HOUR;

export const INSTALL_BANNER = {
  dismissalMs: 3 * DAY,
  contextHistoryMax: 10,
} as const;

export const PREFETCH_DELAY_MS = 3 * SECOND;

export const TIME_ZONE = 'America/Sao_Paulo';
export const LOCALE = 'pt-BR';
export const CURRENCY = 'BRL';

export type InstallCooldownConfig = {
  dismissedCooldownMs: number;
  shownCooldownMs: number;
  maxShowsPerDay: number;
  sameContextCooldownMs: number;
};

/** Install-banner cooldown: the default configuration and the alternate, more insistent one. */
export const INSTALL_COOLDOWN_DEFAULT: InstallCooldownConfig = {
  dismissedCooldownMs: 7 * DAY,
  shownCooldownMs: 24 * HOUR,
  maxShowsPerDay: 2,
  sameContextCooldownMs: 4 * HOUR,
};

export const INSTALL_COOLDOWN_ALTERNATE: InstallCooldownConfig = {
  dismissedCooldownMs: 3 * DAY,
  shownCooldownMs: 12 * HOUR,
  maxShowsPerDay: 3,
  sameContextCooldownMs: 2 * HOUR,
};
