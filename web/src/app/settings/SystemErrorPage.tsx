// Full-page start-up failures. Plain markup: these render before (and instead of) the app.
import { Button } from 'antd';
import { Logo } from '../../shared/ui/Logo';

/** The settings query answered with errors: the store cannot run without its configuration. */
export function SystemErrorPage() {
  return (
    <main className="full-page-state">
      <Logo size={40} />
      <div className="state-illustration" aria-hidden="true">
        ⚙️
      </div>
      <h1 className="state-title">System configurations error!</h1>
      <p className="state-text">Please try again in a little while.</p>
    </main>
  );
}

/** The settings could not be fetched at all (network failure). */
export function RequestErrorPage({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="full-page-state">
      <Logo size={40} />
      <div className="state-illustration" aria-hidden="true">
        📡
      </div>
      <h1 className="state-title">Request ERROR</h1>
      <p className="state-text">We could not reach the store. Check your connection and try again.</p>
      <Button type="primary" size="large" onClick={onRetry}>
        Try again
      </Button>
    </main>
  );
}
