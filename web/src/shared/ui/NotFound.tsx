import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

/** The 404 view for unknown paths and missing records. */
export function NotFound({ title = '404' }: { title?: string }) {
  const navigate = useNavigate();
  useDocumentTitle('Page not found');
  return (
    <Result
      status="404"
      title={title}
      subTitle="Sorry, the page you visited does not exist."
      extra={
        <Button type="primary" onClick={() => void navigate('/')}>
          Back Home
        </Button>
      }
    />
  );
}
