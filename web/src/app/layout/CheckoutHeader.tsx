// On /checkout the header keeps only the logo and 'Back to shop': no cart, menu or search.
import { LightButton } from '../../shared/ui/LightButton';
import { ArrowLeftOutlined, LockOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { Logo } from '../../shared/ui/Logo';
import { t } from './texts';

export function CheckoutHeader() {
  const navigate = useNavigate();
  return (
    <header className="site-header checkout-header">
      <div className="container checkout-header-inner">
        <Logo to="/" size={34} />
        <span className="checkout-header-secure">
          <LockOutlined aria-hidden="true" /> {t('app.layout.checkout.secure')}
        </span>
        <LightButton icon={<ArrowLeftOutlined />} onClick={() => void navigate('/')}>
          {t('app.layout.checkout.backToShop')}
        </LightButton>
      </div>
    </header>
  );
}
