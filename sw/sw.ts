/// <reference lib="webworker" />
/** Feira's service worker: only wiring, one module per concern. */
import { setupNavigationFallback } from './navigation';
import { setupPrecache } from './precache';
import { setupRuntimeCaching } from './runtime-caching';
import { setupUpdateFlow } from './update';

setupPrecache();
setupNavigationFallback();
setupRuntimeCaching();
setupUpdateFlow();
