// /admin/settings (owner, manager): every setting of spec §9 the store uses, grouped as a shop thinks of
// them (orders, delivery, store front), and the maintenance switch. A save sends only the changed keys; the
// server's refusal shows next to the field its details name. Keys the server's start options fix (--set,
// KARYANA_SUSPEND_APP) are shown disabled with a note: saving them would change nothing the store shows.
import '../operations.css';
import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Form, Input, InputNumber, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import {
  StaffSaveSettingsDocument,
  StaffSettingsDocument,
  type StaffSettingsFieldsFragment,
} from '../operations.generated';
import { emptyOutcomeMessage, payloadText, readOutcome, serverMessage } from '../../../shared/graphql/requestOutcome';
import { email, maxLength, required } from '../../../shared/forms/rules';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { useToast } from '../../../shared/ui/toast';
import { textFor } from '../../../shared/i18n/i18n';
import { MaintenanceCard } from './MaintenanceCard';
import {
  overriddenKeys,
  SETTING_TEXT_MAX,
  settingFieldOf,
  SETTINGS_GROUPS,
  settingsInput,
  settingsValuesOf,
  type SettingField,
  type SettingsValues,
} from './settingsFields';
import { t } from '../texts';

export default function SettingsPage() {
  useDocumentTitle(t('admin.menu.settings'));
  const { data, error, loading } = useQuery(StaffSettingsDocument, { fetchPolicy: 'network-only' });
  // The answer of the last save or switch, newer than the query's.
  const [latest, setLatest] = useState<StaffSettingsFieldsFragment | null>(null);
  const loaded = data?.staffSettings;
  const outcome = readOutcome(loaded, error, data);
  const settings = latest ?? (outcome.kind === 'ok' ? outcome.value : null);

  return (
    <section className="admin-settings">
      <h1>{t('admin.menu.settings')}</h1>
      {settings ? (
        <>
          <MaintenanceCard
            suspended={settings.suspend_app === true}
            fixed={overriddenKeys(settings).has('suspend_app')}
            onChanged={setLatest}
          />
          <SettingsForm settings={settings} onSaved={setLatest} />
        </>
      ) : loading ? (
        <p className="admin-muted">{t('admin.loading')}</p>
      ) : (
        <Alert
          type="error"
          showIcon
          title={
            outcome.kind === 'server-error'
              ? outcome.message
              : outcome.kind === 'network'
                ? t('admin.network')
                : outcome.kind === 'empty'
                  ? emptyOutcomeMessage(outcome)
                  : ''
          }
        />
      )}
    </section>
  );
}

function SettingsForm({
  settings,
  onSaved,
}: {
  settings: StaffSettingsFieldsFragment;
  onSaved: (settings: StaffSettingsFieldsFragment) => void;
}) {
  const [form] = Form.useForm<SettingsValues>();
  const [save] = useMutation(StaffSaveSettingsDocument);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const toast = useToast();
  const original = settingsValuesOf(settings);
  const fixed = overriddenKeys(settings);
  const originalKey = JSON.stringify(original);

  // The server's values (at start and after each save) fill the form.
  useEffect(() => {
    form.setFieldsValue(JSON.parse(originalKey) as SettingsValues);
  }, [form, originalKey]);

  const submit = async (values: SettingsValues) => {
    setBusy(true);
    setProblem(null);
    let answer;
    try {
      answer = await save({ variables: { input: settingsInput(original, values, fixed) } });
    } catch (thrown) {
      answer = { data: undefined, error: thrown as Error };
    }
    setBusy(false);
    const value = answer.data?.staffSaveSettings;
    const refusal = value?.error;
    if (refusal?.message) {
      const message = payloadText(refusal) ?? refusal.message;
      const field = settingFieldOf(refusal.details);
      if (field) form.setFields([{ name: field, errors: [message] }]);
      else setProblem(message);
      return;
    }
    if (value) {
      toast.success(t('admin.settings.saved'));
      onSaved(value);
      return;
    }
    setProblem(
      answer.error
        ? (serverMessage(answer.error) ?? t('admin.network'))
        : emptyOutcomeMessage({ answered: !!answer.data }),
    );
  };

  return (
    <Form<SettingsValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={original}
      onFinish={(v) => void submit(v)}
      className="admin-settings-form"
    >
      {problem ? (
        <Alert type="error" showIcon closable title={problem} onClose={() => setProblem(null)} className="form-alert" />
      ) : null}
      {SETTINGS_GROUPS.map(({ group, fields }) => (
        <Card key={group} title={textFor(`admin.settings.group.${group}`) ?? group} className="admin-settings-group">
          {fields.map((field) => (
            <SettingItem key={field.key} field={field} fixed={fixed.has(field.key)} />
          ))}
        </Card>
      ))}
      <Button type="primary" htmlType="submit" size="large" loading={busy} className="admin-save-settings">
        {t('admin.settings.save')}
      </Button>
    </Form>
  );
}

function rulesFor(field: SettingField): Rule[] {
  if (field.kind === 'switch') return [];
  if (field.kind === 'text') {
    const rules: Rule[] = field.optional ? [] : [required];
    if (field.key === 'support_email') rules.push(email);
    return [...rules, maxLength(SETTING_TEXT_MAX)];
  }
  return [required];
}

function SettingItem({ field, fixed }: { field: SettingField; fixed: boolean }) {
  const label = textFor(`admin.settings.field.${field.key}`) ?? field.key;
  const hint = textFor(`admin.settings.hint.${field.key}`);
  const extra = fixed ? t('admin.settings.fixedNote') : hint;
  const common = { name: field.key, label, extra, rules: fixed ? [] : rulesFor(field) };
  if (field.kind === 'switch') {
    return (
      <Form.Item {...common} valuePropName="checked">
        <Switch disabled={fixed} />
      </Form.Item>
    );
  }
  if (field.kind === 'text') {
    return (
      <Form.Item {...common}>
        <Input
          disabled={fixed}
          type={field.key === 'support_email' ? 'email' : field.key === 'support_phone' ? 'tel' : 'text'}
        />
      </Form.Item>
    );
  }
  return (
    <Form.Item {...common}>
      <InputNumber
        disabled={fixed}
        min={field.min ?? 0}
        max={field.max}
        precision={field.kind === 'money' ? 2 : 0}
        step={field.kind === 'money' ? 10 : 1}
        className="admin-number-input"
      />
    </Form.Item>
  );
}
