// Notify-me (shopping.md §2): for a signed-in customer and a sold-out product. It reads 'Requested'
// and is disabled once asked (or when the server says already_in_alert is 'yes').
// The cards' documents leave already_in_alert out (so signed-in listings are answered from memory):
// unless the caller has it, the button asks it for its product itself, only when it is shown, and stays
// disabled meanwhile so a clickable 'Notify Me' never turns into 'Requested' under the pointer.
// It sits on every card, the home page's too: it calls the client directly rather than through
// useMutation and uses no icons, to keep the home route light.
import { useState } from 'react';
import { LightButton } from '../ui/LightButton';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { AddProductAlertDocument } from './productAlert.generated';
import { ProductAlertStateDocument } from './productAlertState.generated';
import { useAuth } from '../auth/session';
import { useToast } from '../ui/toast';
import { payloadText, settle } from '../graphql/requestOutcome';
import { t } from './texts';

export const ALERT_CREATED = t('shared.catalogue.alertCreated');
export const ALERT_FAILED = t('shared.catalogue.alertFailed');

export function NotifyMeButton({
  productId,
  slug,
  alreadyInAlert,
  block = false,
  size = 'middle',
}: {
  productId: string;
  /** The product's slug: the button asks its alert state by it when `alreadyInAlert` is not given. */
  slug?: string | null;
  /** 'yes' when the customer already asked; leave it out to have the button ask the server. */
  alreadyInAlert?: string | null;
  block?: boolean;
  size?: 'small' | 'middle' | 'large';
}) {
  const { user } = useAuth();
  const toast = useToast();
  const client = useApolloClient();
  const [asked, setAsked] = useState(false);
  const [loading, setLoading] = useState(false);
  const known = alreadyInAlert != null;
  const state = useQuery(ProductAlertStateDocument, {
    variables: { slug: slug ?? '' },
    skip: !user || known || !slug,
  });
  if (!user) return null;
  const checking = !known && state.loading;
  const requested = asked || (known ? alreadyInAlert : state.data?.productBySlug?.already_in_alert) === 'yes';

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
      disabled={requested || checking}
      aria-busy={checking || undefined}
      loading={loading}
      onClick={() => void request()}
    >
      {requested ? t('shared.catalogue.requested') : t('shared.catalogue.notifyMe')}
    </LightButton>
  );
}
