// What the signed-in-only order screens show instead (shopping.md §5).
import { Alert, Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { signInPath } from '../signInPath';

export const ORDER_MESSAGES = {
  missingSerial: 'Missing Serial',
  noRecord: 'No record found',
  invalidUser: 'Invalid User',
  queryError: 'Query Error!',
} as const;

export function AccessDenied({ here }: { here: string }) {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="Access Denied"
      subTitle="Please sign in to see this page."
      extra={
        <Button type="primary" onClick={() => void navigate(signInPath(here))}>
          Sign In
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
  return <Alert type="error" showIcon title="Error" description={message} className="order-error" />;
}
