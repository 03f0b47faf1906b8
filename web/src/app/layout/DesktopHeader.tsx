// Desktop header: a thin info strip, then logo, Shop menu, search and the account area.
// Once the page scrolls past it, a compact copy slides in and stays at the top. When the copy
// leaves with focus inside (the page scrolled back up), focus moves to the same control in the
// full header instead of being dropped to the top of the document.
import { useLayoutEffect, useRef, type FocusEvent } from 'react';
import { Link } from 'react-router';
import { QuestionCircleOutlined, PhoneOutlined, CarOutlined } from '@ant-design/icons';
import { Logo } from '../../shared/ui/Logo';
import { useScrollState } from '../../shared/hooks/useScrollState';
import { useSettings } from '../../shared/settings/storeSettings';
import { CategoryMegaMenu } from './CategoryMegaMenu';
import { SearchBox } from './SearchBox';
import { HeaderUserControls } from './HeaderUserControls';
import { HeaderCartSlot } from './HeaderCartSlot';
import { t } from './texts';

const COMPACT_AFTER_PX = 160;
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled])';

// What a control is, the same in both bars: by its kind, link target and name, not by its place
// (one bar can hold a control the other has not drawn yet, such as the Shop menu before its data).
function controlKey(el: Element): string {
  return [
    el.tagName,
    el.getAttribute('href'),
    el.getAttribute('type'),
    el.getAttribute('aria-label'),
    el.textContent,
  ].join('|');
}

function HeaderBar({ compact }: { compact: boolean }) {
  return (
    <div className="header-main container">
      <Logo to="/" size={compact ? 30 : 40} />
      <CategoryMegaMenu label={t('app.layout.menu.shop')} />
      <SearchBox className="header-search" />
      <div className="header-actions">
        <Link to="/help" className="header-link">
          <QuestionCircleOutlined aria-hidden="true" /> {t('app.layout.header.help')}
        </Link>
        <HeaderUserControls />
        <HeaderCartSlot />
      </div>
    </div>
  );
}

export function DesktopHeader() {
  const { support_phone } = useSettings();
  const { y } = useScrollState();
  const compactShown = y > COMPACT_AFTER_PX;
  const fullRef = useRef<HTMLElement>(null);
  // The compact header's focused control (its key, see controlKey), while focus is in it.
  const focused = useRef<string | null>(null);

  const onCompactFocus = (e: FocusEvent<HTMLDivElement>) => {
    focused.current = e.target.matches(FOCUSABLE) ? controlKey(e.target) : null;
  };
  const onCompactBlur = (e: FocusEvent<HTMLDivElement>) => {
    // A removed control blurs without a next target: keep it for the hand-over below.
    if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget)) focused.current = null;
  };

  useLayoutEffect(() => {
    if (compactShown || focused.current === null) return;
    const key = focused.current;
    focused.current = null;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const bar = fullRef.current?.querySelector('.header-main');
    const controls = [...(bar?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    controls.find((el) => controlKey(el) === key)?.focus({ preventScroll: true });
  }, [compactShown]);

  return (
    <>
      <header className="site-header desktop-header" ref={fullRef}>
        <div className="header-strip">
          <div className="container header-strip-inner">
            <span>
              <CarOutlined aria-hidden="true" /> {t('app.layout.header.strip')}
            </span>
            {support_phone ? (
              <a href={`tel:${support_phone}`} className="header-strip-phone">
                <PhoneOutlined aria-hidden="true" /> {support_phone}
              </a>
            ) : null}
          </div>
        </div>
        <HeaderBar compact={false} />
      </header>
      <div
        className={compactShown ? 'compact-header is-shown' : 'compact-header'}
        inert={!compactShown}
        aria-hidden={!compactShown}
        data-testid="compact-header"
        onFocus={onCompactFocus}
        onBlur={onCompactBlur}
      >
        {compactShown ? <HeaderBar compact /> : null}
      </div>
    </>
  );
}
