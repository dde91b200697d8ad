import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { Later } from '../ssr/hydration';
import { resumeCouponDialogAfterSignIn, useCouponDialogStore } from '../stores/coupon-dialog-store';
import { useInstallStore } from '../stores/install-store';
import { useSession } from '../stores/session-store';
import { useSignOutDialogStore } from '../stores/sign-out-dialog-store';
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
const CouponRedemptionDialog = lazy(() => import('../features/shopper/coupons/coupon-redemption-dialog'));
// Opens only when "Sair" finds writes not yet sent.
const SignOutDialog = lazy(() => import('../features/shopper/account/sign-out-dialog'));
// The banner's rules (zod record parsing, São Paulo day keys) load only once the browser offers install.
const InstallBanner = lazy(() =>
  import('../features/shopper/install/install-banner').then((m) => ({ default: m.InstallBanner })),
);

/**
 * The header's coupon helper, asked before signing in: open it back on the page the shopper came from. A
 * component of its own, so a change of session or page renders nothing but it.
 */
function ResumeCouponDialog() {
  const signedIn = useSession().user !== null;
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => {
    if (signedIn && pathname !== '/login' && pathname !== '/auth/login') resumeCouponDialogAfterSignIn();
  }, [signedIn, pathname]);
  return null;
}

export function AppLayout() {
  const router = useRouter();
  useEffect(() => wireDataLayer(router), [router]);
  const couponDialogOpen = useCouponDialogStore((s) => s.open);
  const signOutAsked = useSignOutDialogStore((s) => s.losses !== null);
  const installOffered = useInstallStore((s) => s.deferredPrompt !== null && !s.installed);
  return (
    <>
      <ResumeCouponDialog />
      <SkipLinks />
      <TestModeBanner />
      <Header />
      <ConnectionIndicator />
      <UpdateBanner />
      <main id="main-content" tabIndex={-1} className="main">
        <Outlet />
      </main>
      {/* Below every page: it hydrates on its own, its links plain links until then. */}
      <Later>
        <Footer />
      </Later>
      {installOffered && (
        <Suspense fallback={null}>
          <InstallBanner />
        </Suspense>
      )}
      <BottomBar />
      <ToastViewport />
      {couponDialogOpen && (
        <Suspense fallback={null}>
          <CouponRedemptionDialog />
        </Suspense>
      )}
      {signOutAsked && (
        <Suspense fallback={null}>
          <SignOutDialog />
        </Suspense>
      )}
    </>
  );
}
