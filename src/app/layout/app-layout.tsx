import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { InstallBanner } from '../features/install/install-banner';
import { useCouponDialogStore } from '../stores/coupon-dialog-store';
import { ToastViewport } from '../ui/toast-viewport';
import { BottomBar } from './bottom-bar';
import { ConnectionIndicator } from './connection-indicator';
import { Footer } from './footer';
import { Header } from './header';
import { SkipLinks } from './skip-links';
import { TestModeBanner } from './test-mode-banner';
import { UpdateBanner } from './update-banner';
import { wireDataLayer } from './wire-data-layer';

// Loaded only when a shopper opens it: it is not needed to show the first page.
const CouponRedemptionDialog = lazy(() => import('../features/coupons/coupon-redemption-dialog'));

export function AppLayout() {
  useEffect(wireDataLayer, []);
  const couponDialogOpen = useCouponDialogStore((s) => s.open);
  return (
    <>
      <SkipLinks />
      <TestModeBanner />
      <Header />
      <ConnectionIndicator />
      <UpdateBanner />
      <main id="main-content" tabIndex={-1} className="main">
        <Outlet />
      </main>
      <Footer />
      <InstallBanner />
      <BottomBar />
      <ToastViewport />
      {couponDialogOpen && (
        <Suspense fallback={null}>
          <CouponRedemptionDialog />
        </Suspense>
      )}
    </>
  );
}
