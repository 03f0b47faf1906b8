// Test helper for NotifyMeButton's own question (productAlertState.graphql): the customer's alert state.
import type { MockLink } from '@apollo/client/testing';
import { ProductAlertStateDocument } from './productAlertState.generated';

/** productBySlug's answer to ProductAlertState: `state` is 'yes' when the customer already asked;
 *  `onAsk` is called when the question is asked. */
export function productAlertStateMock(
  slug: string,
  productId: string,
  state: 'yes' | 'no',
  onAsk: () => void = () => undefined,
): MockLink.MockedResponse {
  return {
    request: { query: ProductAlertStateDocument, variables: { slug } },
    // MockLink reads the delay when the request arrives (the result only once it is due).
    delay: () => {
      onAsk();
      return 20;
    },
    result: { data: { productBySlug: { __typename: 'Product', _id: productId, already_in_alert: state } } },
  };
}
