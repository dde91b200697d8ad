/// <reference lib="webworker" />
/** Feira's service worker: only wiring, one module per concern. */
import { setupMutationQueue } from './mutation-queue';
import { setupNavigationFallback } from './navigation';
import { setupNotificationClick } from './notification-click';
import { setupNotificationOpens } from './notification-opens';
import { setupPrecache } from './precache';
import { setupPush } from './push';
import { setupRuntimeCaching } from './runtime-caching';
import { setupUpdateFlow } from './update';

// The queue's fetch listener goes first: writes must never reach a caching route.
setupMutationQueue();
setupPrecache();
setupNavigationFallback();
setupRuntimeCaching();
setupPush();
setupNotificationClick();
setupNotificationOpens();
setupUpdateFlow();
