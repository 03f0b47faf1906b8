// The maintenance switch (spec §9 suspend_app) on the settings page: the store front's current state and one
// button that opens a dialog where the person types SUSPEND (or RESUME) before the change is sent; the
// dialog's button stays disabled until the word matches. A switch the server's start options fix is shown,
// not offered.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Card, Form, Input, Modal, Tag } from 'antd';
import { StaffSetMaintenanceDocument, type StaffSettingsFieldsFragment } from '../operations.generated';
import { settle } from '../../../shared/graphql/requestOutcome';
import { useToast } from '../../../shared/ui/toast';
import { confirmMatches, confirmWordFor } from './confirmWord';
import { t } from '../texts';

interface Props {
  suspended: boolean;
  /** suspend_app is fixed by the server's start options */
  fixed: boolean;
  onChanged: (settings: StaffSettingsFieldsFragment) => void;
}

export function MaintenanceCard({ suspended, fixed, onChanged }: Props) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [setMaintenance] = useMutation(StaffSetMaintenanceDocument);
  const toast = useToast();
  const word = confirmWordFor(suspended);
  const action = suspended ? t('admin.maintenance.resume') : t('admin.maintenance.suspend');

  const close = () => {
    setOpen(false);
    setTyped('');
    setProblem(null);
  };

  const send = async () => {
    setBusy(true);
    setProblem(null);
    const result = await settle(async () => {
      const r = await setMaintenance({ variables: { on: !suspended, confirm: word } });
      return { value: r.data?.staffSetMaintenance, error: r.error, data: r.data };
    });
    setBusy(false);
    if (result.kind === 'ok') {
      close();
      toast.success(suspended ? t('admin.maintenance.resumed') : t('admin.maintenance.suspended'));
      onChanged(result.value);
    } else setProblem(result.kind === 'server-error' ? result.message : t('admin.network'));
  };

  return (
    <Card title={t('admin.maintenance.title')} className="admin-maintenance">
      <p className="admin-maintenance-state">
        {suspended ? (
          <Tag color="red">{t('admin.maintenance.stateSuspended')}</Tag>
        ) : (
          <Tag color="green">{t('admin.maintenance.stateOpen')}</Tag>
        )}
        {suspended ? t('admin.maintenance.suspendedNote') : t('admin.maintenance.openNote')}
      </p>
      {fixed ? (
        <Alert type="info" showIcon title={t('admin.settings.fixedNote')} />
      ) : (
        <Button
          danger={!suspended}
          type={suspended ? 'primary' : 'default'}
          size="large"
          className="admin-maintenance-button"
          onClick={() => setOpen(true)}
        >
          {action}
        </Button>
      )}
      <Modal
        open={open}
        title={suspended ? t('admin.maintenance.resumeTitle') : t('admin.maintenance.suspendTitle')}
        okText={action}
        cancelText={t('admin.close')}
        okButtonProps={{ disabled: !confirmMatches(typed, word), danger: !suspended, loading: busy }}
        onOk={() => void send()}
        onCancel={close}
        destroyOnHidden
      >
        <p>{suspended ? t('admin.maintenance.resumeText') : t('admin.maintenance.suspendText')}</p>
        {problem ? <Alert type="error" showIcon title={problem} className="form-alert" /> : null}
        <Form layout="vertical" onFinish={() => (confirmMatches(typed, word) ? void send() : undefined)}>
          <Form.Item label={t('admin.maintenance.typeWord', { word })} htmlFor="maintenance-confirm">
            <Input
              id="maintenance-confirm"
              autoComplete="off"
              autoFocus
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
