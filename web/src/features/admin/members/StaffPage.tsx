// /admin/staff (owner): the staff accounts; add one (e-mail, name, phone, role, a password of 12 or more
// characters), change a role, disable or enable (confirmed; disabling ends that person's sessions).
import { useState } from 'react';
import type { ErrorLike } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Form, Input, Popconfirm, Select, Table, Tag } from 'antd';
import {
  StaffAddMemberDocument,
  StaffMembersDocument,
  StaffSetDisabledDocument,
  StaffSetRoleDocument,
  type StaffMembersQuery,
} from '../admin.generated';
import { readOutcome, settle } from '../../../shared/graphql/requestOutcome';
import { email, minLength, required } from '../../../shared/forms/rules';
import { useToast } from '../../../shared/ui/toast';
import { STAFF_ROLES } from '../staff/roles';
import { roleLabel } from '../staff/labels';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { t } from '../texts';

type Member = NonNullable<NonNullable<StaffMembersQuery['staffMembers']>[number]>;

export const STAFF_PASSWORD_MIN = 12;

const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: roleLabel(role) }));

export default function StaffPage() {
  useDocumentTitle(t('admin.menu.staff'));
  const toast = useToast();
  const { data, error, refetch } = useQuery(StaffMembersDocument, { variables: {} });
  const [setRole] = useMutation(StaffSetRoleDocument);
  const [setDisabled] = useMutation(StaffSetDisabledDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const list = data?.staffMembers;
  const outcome = readOutcome(list ? { list, error: null } : null, error, data);
  const members = (list ?? []).filter((m): m is Member => !!m?._id);

  const change = async (
    call: () => Promise<{ value: Member | null | undefined; error?: ErrorLike; data?: unknown }>,
  ) => {
    setProblem(null);
    const result = await settle(call);
    if (result.kind === 'ok') {
      toast.success(t('admin.staff.saved'));
      void refetch();
    } else setProblem(result.kind === 'server-error' ? result.message : t('admin.network'));
  };

  return (
    <section className="admin-staff">
      <h1>{t('admin.menu.staff')}</h1>
      {outcome.kind === 'server-error' ? <Alert type="error" showIcon title={outcome.message} /> : null}
      {problem ? <Alert type="error" showIcon closable title={problem} onClose={() => setProblem(null)} /> : null}
      <Table<Member>
        rowKey={(m) => m._id ?? ''}
        dataSource={members}
        pagination={false}
        scroll={{ x: true }}
        columns={[
          { title: t('admin.staff.name'), dataIndex: 'name' },
          // On a phone the name, role and state fit the screen; e-mail and phone show from a tablet's width.
          { title: t('admin.staff.email'), dataIndex: 'email', responsive: ['md'] },
          { title: t('admin.staff.phone'), dataIndex: 'phone', responsive: ['md'] },
          {
            title: t('admin.staff.role'),
            render: (_, m) => (
              <Select
                className="admin-role-select"
                aria-label={t('admin.staff.roleOf', { name: m.name ?? '' })}
                value={m.role ?? undefined}
                options={roleOptions}
                onChange={(role: string) =>
                  void change(async () => {
                    const r = await setRole({ variables: { user_id: m._id ?? '', role } });
                    return { value: r.data?.staffSetRole, error: r.error, data: r.data };
                  })
                }
              />
            ),
          },
          {
            title: t('admin.staff.state'),
            render: (_, m) => (
              <Popconfirm
                title={m.disabled ? t('admin.staff.confirmEnable') : t('admin.staff.confirmDisable')}
                okText={t('admin.yes')}
                cancelText={t('admin.close')}
                onConfirm={() =>
                  void change(async () => {
                    const r = await setDisabled({ variables: { user_id: m._id ?? '', disabled: !m.disabled } });
                    return { value: r.data?.staffSetDisabled, error: r.error, data: r.data };
                  })
                }
              >
                <Button danger={!m.disabled}>{m.disabled ? t('admin.staff.enable') : t('admin.staff.disable')}</Button>
              </Popconfirm>
            ),
          },
          {
            title: '',
            render: (_, m) => (m.disabled ? <Tag>{t('admin.staff.disabled')}</Tag> : null),
          },
        ]}
      />
      <AddMemberForm onAdded={() => void refetch()} />
    </section>
  );
}

interface NewMember {
  email: string;
  name: string;
  phone?: string;
  role: string;
  password: string;
}

function AddMemberForm({ onAdded }: { onAdded: () => void }) {
  const [form] = Form.useForm<NewMember>();
  const [add] = useMutation(StaffAddMemberDocument);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const toast = useToast();

  const submit = async (values: NewMember) => {
    setBusy(true);
    setProblem(null);
    const result = await settle(async () => {
      const r = await add({
        variables: {
          input: {
            email: values.email.trim(),
            name: values.name.trim(),
            role: values.role,
            password: values.password,
            phone: values.phone?.trim() || undefined,
          },
        },
      });
      return { value: r.data?.staffAddMember, error: r.error, data: r.data };
    });
    setBusy(false);
    if (result.kind === 'ok') {
      form.resetFields();
      toast.success(t('admin.staff.added'));
      onAdded();
    } else setProblem(result.kind === 'server-error' ? result.message : t('admin.network'));
  };

  return (
    <Card title={t('admin.staff.add')} className="admin-add-member">
      <Form<NewMember> form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)}>
        {problem ? <Alert type="error" showIcon title={problem} className="form-alert" /> : null}
        <Form.Item label={t('admin.staff.email')} name="email" rules={[required, email]}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('admin.staff.name')} name="name" rules={[required]}>
          <Input />
        </Form.Item>
        <Form.Item label={t('admin.staff.phone')} name="phone">
          <Input type="tel" />
        </Form.Item>
        <Form.Item label={t('admin.staff.role')} name="role" rules={[required]}>
          <Select options={roleOptions} />
        </Form.Item>
        <Form.Item label={t('admin.staff.password')} name="password" rules={[required, minLength(STAFF_PASSWORD_MIN)]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" loading={busy}>
          {t('admin.staff.add')}
        </Button>
      </Form>
    </Card>
  );
}
