// /user/register: the registration wizard (spec §2). A signed-in user is sent to /.
import { Card } from 'antd';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { RegisterWizard } from '../register/RegisterWizard';
import '../accounts.css';

export default function RegisterPage() {
  useDocumentTitle('Register');
  return (
    <Card className="account-card is-wide">
      <RegisterWizard />
    </Card>
  );
}
