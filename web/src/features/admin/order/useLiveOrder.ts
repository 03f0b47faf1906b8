// The order view stays live: when someone else changes the open order (a manager confirms it while the
// picker looks at it, another picker saves), staffOrderUpdated names it with a newer version and the
// view loads it again. Our own changes come back with the version already shown, so they load nothing.
// Riders have no board subscription (their deliveries page is theirs alone).
import { useRef } from 'react';
import { useSubscription } from '@apollo/client/react';
import { StaffOrderUpdatedDocument } from '../admin.generated';

export function useLiveOrder(options: {
  serial: string;
  version: number | null | undefined;
  role: string | null | undefined;
  reload: () => unknown;
}): void {
  const latest = useRef(options);
  latest.current = options;
  useSubscription(StaffOrderUpdatedDocument, {
    skip: !options.role || options.role === 'rider',
    onData: ({ data }) => {
      const event = data.data?.staffOrderUpdated;
      const { serial, version, reload } = latest.current;
      if (!event || event.serial !== serial) return;
      if ((event.version ?? 0) > (version ?? 0)) void reload();
    },
  });
}
