// Notify-me (shopping.md §2): for a signed-in customer and a sold-out product. It reads 'Requested'
// and is disabled once asked (or when the server says already_in_alert is 'yes').
// It sits on every card, the home page's too: it calls the client directly rather than through
// useMutation and uses no icons, to keep the home route light.
import { useState } from 'react';
import { LightButton } from '../ui/LightButton';
import { useApolloClient } from '@apollo/client/react';
import { AddProductAlertDocument } from './productAlert.generated';
import { useAuth } from '../auth/session';
import { useToast } from '../ui/toast';
import { payloadText, settle } from '../graphql/requestOutcome';
import { t } from './texts';

export const ALERT_CREATED = t('shared.catalogue.alertCreated');
export const ALERT_FAILED = t('shared.catalogue.alertFailed');

export function NotifyMeButton({
  productId,
  alreadyInAlert,
  block = false,
  size = 'middle',
}: {
  productId: string;
  alreadyInAlert?: string | null;
  block?: boolean;
  size?: 'small' | 'middle' | 'large';
}) {
  const { user } = useAuth();
  const toast = useToast();
  const client = useApolloClient();
  const [asked, setAsked] = useState(false);
  const [loading, setLoading] = useState(false);
  if (!user) return null;
  const requested = asked || alreadyInAlert === 'yes';

  const request = async () => {
    setLoading(true);
    const outcome = await settle(async () => {
      const result = await client.mutate({
        mutation: AddProductAlertDocument,
        variables: { input: { customer_id: user._id, prod_id: productId } },
        update(cache, { data }) {
          if (!data?.addProductAlert?.success) return;
          // Other cards and the product page showing this product read 'Requested' too.
          cache.modify({
            id: cache.identify({ __typename: 'Product', _id: productId }),
            fields: { already_in_alert: () => 'yes' },
          });
        },
      });
      return { value: result.data?.addProductAlert, error: result.error };
    });
    setLoading(false);
    if (outcome.kind === 'ok') {
      setAsked(true);
      void toast.success(payloadText(outcome.value.success) || ALERT_CREATED);
    } else if (outcome.kind === 'server-error') {
      void toast.error(outcome.message);
    } else {
      void toast.error(ALERT_FAILED);
    }
  };

  return (
    <LightButton
      className="notify-me-button"
      type="primary"
      ghost={!requested}
      size={size}
      block={block}
      disabled={requested}
      loading={loading}
      onClick={() => void request()}
    >
      {requested ? t('shared.catalogue.requested') : t('shared.catalogue.notifyMe')}
    </LightButton>
  );
}
