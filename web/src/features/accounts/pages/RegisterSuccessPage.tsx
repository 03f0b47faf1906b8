// /user/register/success: the registration-complete page (spec §2), texts as written.
import { Button, Card } from 'antd';
import { LikeOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useSettings } from '../../../shared/settings/storeSettings';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import '../accounts.css';

export default function RegisterSuccessPage() {
  const { app_name } = useSettings();
  const navigate = useNavigate();
  useDocumentTitle('Registration completed');
  return (
    <Card className="account-card register-success">
      <LikeOutlined className="success-icon" aria-hidden="true" />
      <h1>Your registration is completed. Thank you for choosing {app_name || 'Karyana'}</h1>
      <p>
        No you can choose from thousands of quality products which we will deliver to your doorstep ensuring the best
        satisfaction.
      </p>
      <Button type="primary" onClick={() => void navigate('/')}>
        Home
      </Button>
    </Card>
  );
}
