// A console form's refusal that is not about one field (those sit under their field): 'changed' (someone
// else saved first) is a warning with the form's Reload; anything else an error. Shared by the product,
// slot and voucher forms so the three read and behave alike.
import { Alert, Button } from 'antd';

export interface FormProblemValue {
  kind: string;
  message: string;
}

export function FormProblem({
  problem,
  reloadLabel,
  onReload,
  onClose,
}: {
  problem: FormProblemValue | null;
  reloadLabel: string;
  onReload: () => void;
  /** Makes the error closable. */
  onClose?: () => void;
}) {
  if (!problem) return null;
  if (problem.kind === 'changed') {
    return (
      <Alert
        type="warning"
        showIcon
        title={problem.message}
        className="form-alert"
        action={
          <Button size="large" onClick={onReload}>
            {reloadLabel}
          </Button>
        }
      />
    );
  }
  return (
    <Alert
      type="error"
      showIcon
      closable={!!onClose}
      onClose={onClose}
      title={problem.message}
      className="form-alert"
    />
  );
}
