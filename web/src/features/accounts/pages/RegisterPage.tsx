// /user/register: the registration wizard (spec §2). A signed-in user is sent to /.
import { Card } from 'antd';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { RegisterWizard } from '../register/RegisterWizard';
import '../accounts.css';

export default function RegisterPage() {
  useDocumentTitle('Register');
  return (
    <Card className="account-card is-wide">
      {/* Each step titles itself (h2); the page's h1 is for the outline. */}
      <h1 className="visually-hidden">Register</h1>
      <RegisterWizard />
    </Card>
  );
}
