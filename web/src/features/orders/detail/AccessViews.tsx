// What the signed-in-only order screens show instead (shopping.md §5).
import { Alert, Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { signInPath } from '../signInPath';
import { t } from '../texts';

export const ORDER_MESSAGES = {
  missingSerial: t('orders.missingSerial'),
  noRecord: t('orders.noRecord'),
  invalidUser: t('orders.invalidUser'),
  queryError: t('orders.queryError'),
} as const;

export function AccessDenied({ here }: { here: string }) {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={t('orders.accessDenied')}
      subTitle={t('orders.signInToSee')}
      extra={
        <Button type="primary" onClick={() => void navigate(signInPath(here))}>
          {t('orders.signIn')}
        </Button>
      }
    />
  );
}

export function InvalidUser() {
  return <Result status="error" title={ORDER_MESSAGES.invalidUser} />;
}

/** The order screens' errors: an error alert titled Error. */
export function OrderError({ message }: { message: string }) {
  return <Alert type="error" showIcon title={t('orders.error')} description={message} className="order-error" />;
}
