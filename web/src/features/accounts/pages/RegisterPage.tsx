// /user/register: the registration wizard (spec §2). A signed-in user is sent to /.
import { Card } from 'antd';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { RegisterWizard } from '../register/RegisterWizard';
import '../accounts.css';
import { t } from './texts';

export default function RegisterPage() {
  useDocumentTitle(t('accounts.pages.register'));
  return (
    <Card className="account-card is-wide">
      {/* Each step titles itself (h2); the page's h1 is for the outline. */}
      <h1 className="visually-hidden">{t('accounts.pages.register')}</h1>
      <RegisterWizard />
    </Card>
  );
}
