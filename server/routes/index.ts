/**
 * Every /api route module, registered in one place in a fixed order. Each module owns one area: public and
 * any-user routes here, the shopper's in shopper/, the seller's in seller/, the admin's in admin/.
 * Routes declare `config.access` ('public' | 'user' | 'seller' | 'admin') so the authorization matrix test
 * can enumerate them.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCacheRoutes } from './admin/cache';
import { adminGeocodingRoutes } from './admin/geocoding';
import { adminProductsRoutes } from './admin/products';
import { adminRedemptionKeysRoutes } from './admin/redemption-keys';
import { adminSettingsRoutes } from './admin/settings';
import { adminSetupRoutes } from './admin/setup';
import { adminStoresRoutes } from './admin/stores';
import { adminUsersRoutes } from './admin/users';
import { authRoutes } from './auth';
import { billingRoutes } from './billing';
import { catalogueRoutes } from './catalogue';
import { catalogueStoresRoutes } from './catalogue-stores';
import { healthRoutes } from './health';
import { notificationsRoutes } from './notifications';
import { proximityRoutes } from './proximity';
import { pushRoutes } from './push';
import { searchRoutes } from './search';
import { sellerCouponsRoutes } from './seller/coupons';
import { sellerInsightsRoutes } from './seller/insights';
import { sellerProductsRoutes } from './seller/products';
import { sellerPromotionsRoutes } from './seller/promotions';
import { sellerRedemptionsRoutes } from './seller/redemptions';
import { sellerReservationsRoutes } from './seller/reservations';
import { sellerStoresRoutes } from './seller/stores';
import { sellerSubscriptionRoutes } from './seller/subscription';
import { couponsRoutes } from './shopper/coupons';
import { reservationsRoutes } from './shopper/reservations';
import { wishlistRoutes } from './shopper/wishlist';
import { testCheckoutRoutes } from './test-checkout';
import { uploadsRoutes } from './uploads';

export const apiRoutes: FastifyPluginAsyncZod = async (api) => {
  await api.register(healthRoutes);
  await api.register(authRoutes);
  await api.register(catalogueRoutes);
  await api.register(catalogueStoresRoutes);
  await api.register(searchRoutes);
  await api.register(uploadsRoutes);
  await api.register(notificationsRoutes);
  await api.register(pushRoutes);
  await api.register(proximityRoutes);
  // The shopper's area (shopper/).
  await api.register(wishlistRoutes);
  await api.register(reservationsRoutes);
  await api.register(couponsRoutes);
  // The seller's area (seller/, /api/seller/*; an admin passes every seller guard).
  await api.register(sellerStoresRoutes);
  await api.register(sellerProductsRoutes);
  await api.register(sellerPromotionsRoutes);
  await api.register(sellerCouponsRoutes);
  await api.register(sellerRedemptionsRoutes);
  await api.register(sellerReservationsRoutes);
  await api.register(sellerInsightsRoutes);
  await api.register(sellerSubscriptionRoutes);
  // Billing: plans (public), the provider's webhook, and the local test-mode provider's checkout pages.
  await api.register(billingRoutes);
  await api.register(testCheckoutRoutes);
  // The admin area (admin/, /api/admin/*): every route but the first-start setup is admin-only.
  await api.register(adminSetupRoutes);
  await api.register(adminStoresRoutes);
  await api.register(adminProductsRoutes);
  await api.register(adminUsersRoutes);
  await api.register(adminSettingsRoutes);
  await api.register(adminGeocodingRoutes);
  await api.register(adminCacheRoutes);
  await api.register(adminRedemptionKeysRoutes);
};
