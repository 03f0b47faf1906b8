// The page frame: skip link, the header for this screen, the routed page, footer, scroll-to-top,
// and on a phone the signed-in customer's cart bar.
// While the header's search box holds a query (off /search), its results replace the page, which
// stays mounted but hidden so clearing the box brings it back as it was.
import { Suspense } from 'react';
import { lazyWithAntd } from '../../shared/ui/antd/lazyWithAntd';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useIsMobile } from '../../shared/hooks/useIsMobile';
import { useFocusMainOnNavigate } from '../../shared/hooks/useFocusMainOnNavigate';
import { CheckoutHeader } from './CheckoutHeader';
import { DesktopHeader } from './DesktopHeader';
import { MobileHeader } from './MobileHeader';
import { Footer } from './Footer';
import { ScrollToTop } from './ScrollToTop';
import { AccountPopupHost } from '../../features/accounts';
import { CartDrawerHost } from '../../features/cart';
import { loadHeaderSearchResults, useInPlaceSearch } from '../../features/catalogue';
import { ProductGridSkeleton } from '../../shared/ui/skeletons';
import { useAuth } from '../../shared/auth/session';
// Imported, not lazy: it is a few hundred bytes, and as a lazy chunk it made the bundler split
// shared chunks so the home route loaded about 1 KB gzip more (docs/decisions.md).
import { PhoneCartBar } from './PhoneCartBar';
import { t } from './texts';

const HeaderSearchResults = lazyWithAntd(loadHeaderSearchResults);

export function AppLayout() {
  const isMobile = useIsMobile();
  const { user } = useAuth();
  const { pathname } = useLocation();
  const isCheckout = pathname === '/checkout' || pathname.startsWith('/checkout/');
  const searchInPlace = useInPlaceSearch(pathname, !isCheckout);
  useFocusMainOnNavigate();
  return (
    <div className={isMobile ? 'app-shell is-mobile' : 'app-shell'}>
      <a className="skip-link" href="#main-content">
        {t('app.layout.skipToContent')}
      </a>
      {isCheckout ? <CheckoutHeader /> : isMobile ? <MobileHeader /> : <DesktopHeader />}
      <main id="main-content" tabIndex={-1} className="app-main">
        <div className="container">
          {searchInPlace ? (
            <Suspense fallback={<ProductGridSkeleton />}>
              <HeaderSearchResults />
            </Suspense>
          ) : null}
          <div className="route-outlet" hidden={searchInPlace}>
            <Outlet />
          </div>
        </div>
      </main>
      <Footer isMobile={isMobile} />
      {isMobile && user && !isCheckout ? <PhoneCartBar /> : null}
      <ScrollToTop />
      <ScrollRestoration />
      <AccountPopupHost />
      {isCheckout ? null : <CartDrawerHost />}
    </div>
  );
}

/** Pages such as /page/blank/{slug} render without the header and footer. */
export function BlankLayout() {
  return (
    <main id="main-content" className="blank-main">
      <Outlet />
    </main>
  );
}
