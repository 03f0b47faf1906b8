// /user/register/success: the registration-complete page (spec §2), texts as written.
import { Button, Card } from 'antd';
import { LikeOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useSettings } from '../../../shared/settings/storeSettings';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import '../accounts.css';
import { t } from './texts';

export default function RegisterSuccessPage() {
  const { app_name } = useSettings();
  const navigate = useNavigate();
  useDocumentTitle(t('accounts.pages.registered'));
  return (
    <Card className="account-card register-success">
      <LikeOutlined className="success-icon" aria-hidden="true" />
      <h1>{t('accounts.pages.thanks', { name: app_name || t('accounts.pages.storeName') })}</h1>
      <p>{t('accounts.pages.nowChoose')}</p>
      <Button type="primary" onClick={() => void navigate('/')}>
        {t('accounts.pages.home')}
      </Button>
    </Card>
  );
}
