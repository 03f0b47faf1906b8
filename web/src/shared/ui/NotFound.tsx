import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { t } from './texts';

/** The 404 view for unknown paths and missing records. */
export function NotFound({ title = t('shared.ui.notFoundTitle') }: { title?: string }) {
  const navigate = useNavigate();
  useDocumentTitle(t('shared.ui.pageNotFound'));
  return (
    <Result
      status="404"
      title={title}
      subTitle={t('shared.ui.notFound')}
      extra={
        <Button type="primary" onClick={() => void navigate('/')}>
          {t('shared.ui.backHome')}
        </Button>
      }
    />
  );
}
