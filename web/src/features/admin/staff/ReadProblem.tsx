// A console page's read that did not bring its list, as one error above the page: the server's refusal,
// the network with 'Retry', or an empty answer once the read has settled. Shared by the pages that read
// one list (categories, delivery slots, service area) so they fail alike.
import { Alert, Button } from 'antd';
import { emptyOutcomeMessage, type Outcome } from '../../../shared/graphql/requestOutcome';
import { t } from '../texts';

export function ReadProblem({
  outcome,
  loading,
  onRetry,
}: {
  outcome: { kind: 'ok' } | Exclude<Outcome<unknown>, { kind: 'ok' }>;
  /** The read is still running: an empty answer is not shown yet. */
  loading: boolean;
  onRetry: () => void;
}) {
  if (outcome.kind === 'server-error') return <Alert type="error" showIcon title={outcome.message} />;
  if (outcome.kind === 'network')
    return (
      <Alert
        type="error"
        showIcon
        title={t('admin.network')}
        action={<Button onClick={onRetry}>{t('admin.retry')}</Button>}
      />
    );
  if (outcome.kind === 'empty' && !loading) return <Alert type="error" showIcon title={emptyOutcomeMessage(outcome)} />;
  return null;
}
