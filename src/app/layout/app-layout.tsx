import { Outlet } from '@tanstack/react-router';
import { BottomBar } from './bottom-bar';
import { ConnectionIndicator } from './connection-indicator';
import { Footer } from './footer';
import { Header } from './header';
import { SkipLinks } from './skip-links';
import { UpdateBanner } from './update-banner';

export function AppLayout() {
  return (
    <>
      <SkipLinks />
      <Header />
      <ConnectionIndicator />
      <UpdateBanner />
      <main id="main-content" tabIndex={-1} className="main">
        <Outlet />
      </main>
      <Footer />
      <BottomBar />
    </>
  );
}
