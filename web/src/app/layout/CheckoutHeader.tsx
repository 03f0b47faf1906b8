// On /checkout the header keeps only the logo and 'Back to shop': no cart, menu or search.
import { Button } from 'antd';
import { ArrowLeftOutlined, LockOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { Logo } from '../../shared/ui/Logo';

export function CheckoutHeader() {
  const navigate = useNavigate();
  return (
    <header className="site-header checkout-header">
      <div className="container checkout-header-inner">
        <Logo to="/" size={34} />
        <span className="checkout-header-secure">
          <LockOutlined aria-hidden="true" /> Secure checkout
        </span>
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/')}>
          Back to shop
        </Button>
      </div>
    </header>
  );
}
