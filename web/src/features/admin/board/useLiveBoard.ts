// The board stays live: every staffOrderUpdated event asks for the board again, once per burst of events
// (debounced); a CREATED event beeps and, when opted in, notifies.
import { useEffect, useRef } from 'react';
import { useSubscription } from '@apollo/client/react';
import { StaffOrderUpdatedDocument } from '../admin.generated';
import { liveAlerts } from './liveAlerts';

export const BOARD_REFETCH_DEBOUNCE_MS = 400;

export function useLiveBoard(refetch: () => unknown): void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(refetch);
  latest.current = refetch;

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  useSubscription(StaffOrderUpdatedDocument, {
    onData: ({ data }) => {
      const event = data.data?.staffOrderUpdated;
      if (!event) return;
      if (event.kind === 'CREATED') {
        liveAlerts.beep();
        liveAlerts.notify(event.serial ?? '');
      }
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        void latest.current();
      }, BOARD_REFETCH_DEBOUNCE_MS);
    },
  });
}
