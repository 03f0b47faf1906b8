// Mobile header: menu button, logo, then Sign In for a visitor or the 'Your Account' button and the
// cart for a customer; the search box below. It hides while the customer scrolls down and comes back
// on the first scroll up (the phone cart bar keeps the cart in reach meanwhile). It stays while the
// drawer or the account popover is open, so the popover's button does not slide away from it.
import { Suspense, useState } from 'react';
import { lazyWithAntd } from '../../shared/ui/antd/lazyWithAntd';
import { LightButton } from '../../shared/ui/LightButton';
import { MenuOutlined } from '@ant-design/icons';
import { useScrollState } from '../../shared/hooks/useScrollState';
import { Logo } from '../../shared/ui/Logo';
import { SearchBox } from './SearchBox';
import { HeaderCartSlot } from './HeaderCartSlot';
import { HeaderUserControls } from './HeaderUserControls';
import { t } from './texts';

const HIDE_AFTER_PX = 80;

// The drawer's code loads the first time it opens.
const MobileDrawer = lazyWithAntd(() => import('./MobileDrawer'));

export function MobileHeader() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [accountMenuOpen, setAccountMenuOpen] = useState(false);
  const { y, direction } = useScrollState();
  const hidden = !drawerOpen && !accountMenuOpen && direction === 'down' && y > HIDE_AFTER_PX;
  return (
    <>
      <header className={hidden ? 'site-header mobile-header is-hidden' : 'site-header mobile-header'}>
        <div className="mobile-header-row">
          <LightButton
            type="text"
            className="mobile-menu-button"
            icon={<MenuOutlined />}
            aria-label={t('app.layout.header.openMenu')}
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
          />
          <Logo to="/" size={32} />
          <div className="mobile-header-actions">
            <HeaderUserControls isMobile onMenuOpenChange={setAccountMenuOpen} />
            <HeaderCartSlot isMobile />
          </div>
        </div>
        <SearchBox className="mobile-search" />
      </header>
      <div className="mobile-header-spacer" aria-hidden="true" />
      {drawerUsed ? (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
