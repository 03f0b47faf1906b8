// /user/profile: Personal Details, loaded fresh from the server (spec §2, §7 `user`).
import { Alert, Button } from 'antd';
import { useQuery } from '@apollo/client/react';
import { ProfileUserDocument } from '../profile/profile.generated';
import { useAuth } from '../../../shared/auth/session';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { FormSkeleton } from '../../../shared/ui/skeletons';
import { emptyMessage, payloadText, serverMessage } from '../../../shared/graphql/requestOutcome';
import { PersonalDetailsForm } from '../profile/PersonalDetailsForm';
import { t } from './texts';

export default function ProfilePage() {
  useDocumentTitle(t('accounts.pages.details'));
  const { user } = useAuth();
  const id = user?._id ?? '';
  const { data, loading, error, refetch } = useQuery(ProfileUserDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
    skip: !id,
  });

  if (loading) return <FormSkeleton fields={5} width={400} />;
  const profile = data?.user;
  const problem =
    payloadText(profile?.error) ?? (error ? (serverMessage(error) ?? t('accounts.pages.requestError')) : null);
  if (problem || !profile?._id) {
    return (
      <Alert
        type="error"
        showIcon
        title={problem ?? emptyMessage(data)}
        action={<Button onClick={() => void refetch()}>{t('accounts.pages.retry')}</Button>}
        style={{ maxWidth: 400 }}
      />
    );
  }
  return <PersonalDetailsForm profile={{ ...profile, _id: profile._id }} />;
}
