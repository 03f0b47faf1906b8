// The customer's order page stays live while it is open: every orderUpdated event for this serial
// (a status, picking, rider, delivery or cancel change by the shop) reads the order again, so the
// status, the totals and the timeline change without a reload.
import { useRef } from 'react';
import { useSubscription } from '@apollo/client/react';
import { OrderUpdatedDocument } from './orderUpdated.generated';

export function useLiveOrder(serial: string, refetch: () => unknown): void {
  const latest = useRef(refetch);
  latest.current = refetch;
  useSubscription(OrderUpdatedDocument, {
    variables: { serial },
    onData: ({ data }) => {
      if (data.data?.orderUpdated?.serial === serial) void latest.current();
    },
  });
}
