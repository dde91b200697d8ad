/**
 * Every /api route module, registered in one place in a fixed order. Each module owns one area;
 * its routes declare `config.access` ('public' | 'user' | 'seller' | 'admin') so the authorization
 * matrix test can enumerate them.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from './auth';
import { billingRoutes } from './billing';
import { catalogueRoutes } from './catalogue';
import { couponsRoutes } from './coupons';
import { healthRoutes } from './health';
import { notificationsRoutes } from './notifications';
import { proximityRoutes } from './proximity';
import { pushRoutes } from './push';
import { reservationsRoutes } from './reservations';
import { searchRoutes } from './search';
import { sellerCouponsRoutes } from './seller-coupons';
import { sellerInsightsRoutes } from './seller-insights';
import { sellerProductsRoutes } from './seller-products';
import { sellerPromotionsRoutes } from './seller-promotions';
import { sellerStoresRoutes } from './seller-stores';
import { sellerSubscriptionRoutes } from './seller-subscription';
import { testCheckoutRoutes } from './test-checkout';
import { uploadsRoutes } from './uploads';
import { wishlistRoutes } from './wishlist';

export const apiRoutes: FastifyPluginAsyncZod = async (api) => {
  await api.register(healthRoutes);
  await api.register(authRoutes);
  await api.register(catalogueRoutes);
  await api.register(searchRoutes);
  await api.register(sellerStoresRoutes);
  await api.register(sellerProductsRoutes);
  await api.register(sellerPromotionsRoutes);
  await api.register(sellerCouponsRoutes);
  await api.register(sellerInsightsRoutes);
  await api.register(uploadsRoutes);
  await api.register(wishlistRoutes);
  await api.register(reservationsRoutes);
  await api.register(couponsRoutes);
  await api.register(notificationsRoutes);
  await api.register(pushRoutes);
  await api.register(proximityRoutes);
  await api.register(billingRoutes);
  await api.register(sellerSubscriptionRoutes);
  await api.register(testCheckoutRoutes);
};
