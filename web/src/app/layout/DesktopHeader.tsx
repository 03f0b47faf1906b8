// Desktop header: a thin info strip, then logo, Shop menu, search and the account area.
// Once the page scrolls past it, a compact copy slides in and stays at the top.
import { Link } from 'react-router';
import { QuestionCircleOutlined, PhoneOutlined, CarOutlined } from '@ant-design/icons';
import { Logo } from '../../shared/ui/Logo';
import { useScrollState } from '../../shared/hooks/useScrollState';
import { useSettings } from '../settings/SettingsContext';
import { CategoryMegaMenu } from './CategoryMegaMenu';
import { SearchBox } from './SearchBox';
import { HeaderUserControls } from './HeaderUserControls';
import { HeaderCartSlot } from './HeaderCartSlot';

const COMPACT_AFTER_PX = 160;

function HeaderBar({ compact }: { compact: boolean }) {
  return (
    <div className="header-main container">
      <Logo to="/" size={compact ? 30 : 40} />
      <CategoryMegaMenu label="Shop" />
      <SearchBox className="header-search" />
      <div className="header-actions">
        <Link to="/help" className="header-link">
          <QuestionCircleOutlined aria-hidden="true" /> Help
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
  return (
    <>
      <header className="site-header desktop-header">
        <div className="header-strip">
          <div className="container header-strip-inner">
            <span>
              <CarOutlined aria-hidden="true" /> Home delivery across Sahiwal · Cash on delivery
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
      >
        {compactShown ? <HeaderBar compact /> : null}
      </div>
    </>
  );
}
