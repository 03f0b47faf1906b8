// Personal Details (spec §2): the email as a heading, then names, date of birth, gender and phone.
import { useState } from 'react';
import { Alert, Button, DatePicker, Form, Input, Select, Typography } from 'antd';
import { useMutation } from '@apollo/client/react';
import { EditUserDocument, type EditUserMutation, type ProfileUserFieldsFragment } from './profile.generated';
import { useAuth } from '../../../shared/auth/session';
import { sessionStore } from '../../../shared/auth/sessionStore';
import { MaskedInput } from '../../../shared/forms/MaskedInput';
import { minLength, phoneLength, required } from '../../../shared/forms/rules';
import { dayjs } from '../../../shared/format/dates';
import { useToast } from '../../../shared/ui/toast';
import { clientHash } from '../clientHash';
import { editUserOutcome } from './outcomes';
import { AvatarUpload } from './AvatarUpload';
import {
  DOB_FORMAT,
  editUserInput,
  GENDERS,
  initialValues,
  phoneChanged,
  PROFILE_MESSAGES,
  PROFILE_NAME_MIN,
  PROFILE_PHONE_MASK,
  PROFILE_PHONE_PLACEHOLDER,
  type PersonalDetailsValues,
} from './personalDetails';
import { t } from './texts';

const nameRules = [required, minLength(PROFILE_NAME_MIN)];

export function PersonalDetailsForm({ profile }: { profile: ProfileUserFieldsFragment & { _id: string } }) {
  const toast = useToast();
  const { user, signIn } = useAuth();
  const [form] = Form.useForm<PersonalDetailsValues>();
  const [saved, setSaved] = useState(profile);
  const [editUser, { loading }] = useMutation(EditUserDocument);
  const phone = Form.useWatch('phone', form);

  const submit = async (values: PersonalDetailsValues) => {
    let answer: { data?: EditUserMutation | null; error?: unknown };
    try {
      answer = await editUser({ variables: { input: editUserInput(profile._id, values, clientHash()) } });
    } catch (error) {
      answer = { error };
    }
    const outcome = editUserOutcome(answer);
    if (!outcome.ok) {
      void toast.error(outcome.message);
      return;
    }
    const fresh = { ...saved, ...outcome.value, _id: saved._id };
    setSaved(fresh);
    form.setFieldsValue(initialValues(fresh));
    // The header and the account menu read the signed-in user from the auth context.
    if (user) {
      const { token, refreshToken } = sessionStore.getTokens();
      if (token) signIn({ ...user, ...pickStored(fresh) }, token, refreshToken);
    }
    void toast.success(PROFILE_MESSAGES.updated);
  };

  return (
    <div className="profile-form" style={{ maxWidth: 400 }}>
      <div className="profile-head">
        <AvatarUpload
          userId={profile._id}
          avatar={saved.avatar}
          avatarThumb={saved.avatar_thumb}
          onSaved={(u) => {
            setSaved((s) => ({ ...s, avatar: u.avatar ?? null, avatar_thumb: u.avatar_thumb ?? null }));
            if (user) {
              const { token, refreshToken } = sessionStore.getTokens();
              if (token) signIn({ ...user, avatar_thumb: u.avatar_thumb ?? null } as typeof user, token, refreshToken);
            }
          }}
        />
        <Typography.Title level={2} className="profile-email">
          {saved.email}
        </Typography.Title>
      </div>
      <Form<PersonalDetailsValues>
        form={form}
        layout="vertical"
        initialValues={initialValues(saved)}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="fname" label={t('accounts.profile.firstName')} rules={nameRules}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item name="lname" label={t('accounts.profile.lastName')} rules={nameRules}>
          <Input autoComplete="family-name" />
        </Form.Item>
        <Form.Item name="dob" label={t('accounts.profile.dob')}>
          <DatePicker
            format={DOB_FORMAT}
            placeholder={DOB_FORMAT}
            style={{ width: '100%' }}
            disabledDate={(d) => d.isAfter(dayjs(), 'day')}
          />
        </Form.Item>
        <Form.Item name="gender" label={t('accounts.profile.gender')} rules={[required]}>
          <Select options={GENDERS.map((g) => ({ value: g.value, label: g.label }))} />
        </Form.Item>
        <Form.Item name="phone" label={t('accounts.profile.phone')} rules={[required, phoneLength]}>
          <MaskedInput mask={PROFILE_PHONE_MASK} placeholder={PROFILE_PHONE_PLACEHOLDER} autoComplete="tel-national" />
        </Form.Item>
        {phone !== undefined && phoneChanged(saved.phone, phone) && (
          <Alert type="warning" showIcon title={PROFILE_MESSAGES.phoneWarning} style={{ marginBottom: 16 }} />
        )}
        <Button type="primary" htmlType="submit" loading={loading}>
          {t('accounts.profile.save')}
        </Button>
      </Form>
    </div>
  );
}

/** The fields the session keeps about the user. */
function pickStored(u: ProfileUserFieldsFragment) {
  return {
    fname: u.fname,
    lname: u.lname,
    email: u.email,
    phone: u.phone,
    phone_confirmed: u.phone_confirmed,
    status: u.status,
  };
}
