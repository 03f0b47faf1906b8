// The data behind the slot grid: the weekly slots (cache first, kept live by deliverySlotsUpdated),
// the booked-order counts of the starts on screen, and a refresh every 300000 ms (spec §4, §7, §8).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import {
  DeliverySlotsDocument,
  DeliverySlotsUpdatedDocument,
  SlotOrderTotalsDocument,
  type DeliverySlotFieldsFragment,
} from './slots.generated';
import { useToast } from '../../../shared/ui/toast';
import { payloadText, serverMessage } from '../../../shared/graphql/requestOutcome';
import { dayjs } from '../../../shared/format/dates';
import { countsByStart, slotAt, slotRows, slotWindow, SLOT_REFRESH_MS, weekDates } from './slotStates';
import { t } from '../texts';

export type Slot = DeliverySlotFieldsFragment & { _id: string };

const REQUEST_ERROR = t('checkout.requestError');

/** A slot event applied to the list: CREATED/UPDATED put the slot in place, DELETED takes it out. */
export function applySlotEvent(
  list: readonly Slot[],
  mutation: string | null | undefined,
  node: DeliverySlotFieldsFragment | null | undefined,
): Slot[] {
  if (!node?._id) return [...list];
  const id = node._id;
  const rest = list.filter((s) => s._id !== id);
  if (mutation === 'DELETED') return rest;
  const at = list.findIndex((s) => s._id === id);
  if (at < 0) return [...list, { ...node, _id: id }];
  const next = [...list];
  next[at] = { ...node, _id: id };
  return next;
}

/** The current time, ticking each minute so slots close as the pre-gap passes. */
function useNow(): [dayjs.Dayjs, () => void] {
  const [now, setNow] = useState(() => dayjs());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(dayjs()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return [now, useCallback(() => setNow(dayjs()), [])];
}

export function useSlotGrid(week: number, onRefetched: () => void) {
  const toast = useToast();
  const [now, tick] = useNow();
  const list = useQuery(DeliverySlotsDocument, { fetchPolicy: 'cache-first' });
  const [slots, setSlots] = useState<readonly Slot[] | null>(null);

  useEffect(() => {
    if (list.data?.deliverySlots) setSlots(list.data.deliverySlots.filter((s): s is Slot => !!s?._id));
  }, [list.data]);

  useSubscription(DeliverySlotsUpdatedDocument, {
    onData: ({ data }) => {
      const event = data.data?.deliverySlotsUpdated;
      if (event) setSlots((current) => (current ? applySlotEvent(current, event.mutation, event.node) : current));
    },
  });

  const dates = useMemo(() => weekDates(now, week), [now.format('YYYY-MM-DD'), week]);
  const rows = useMemo(() => slotRows(slots ?? []), [slots]);

  // The starts on screen, as UTC instants: what getTotalOrdersForSlots counts.
  const times = useMemo(() => {
    const out: string[] = [];
    for (const date of dates) {
      for (const row of rows) {
        const slot = slotAt(slots ?? [], date.format('ddd'), row);
        if (slot) out.push(slotWindow(date, slot).start.toISOString());
      }
    }
    return out;
  }, [dates, rows, slots]);

  const countsQuery = useQuery(SlotOrderTotalsDocument, {
    variables: { times },
    skip: times.length === 0,
    fetchPolicy: 'network-only',
  });
  const answer = countsQuery.data?.getTotalOrdersForSlots;
  const countsProblem =
    payloadText(answer?.error) ?? (countsQuery.error ? (serverMessage(countsQuery.error) ?? REQUEST_ERROR) : null);
  // A failed count leaves the counts missing (no slot closes for being full) and says why once.
  const counts = useMemo(
    () => (countsProblem ? new Map<number, number>() : countsByStart(answer?.results)),
    [answer, countsProblem],
  );
  useEffect(() => {
    if (countsProblem) void toast.error(countsProblem);
  }, [countsProblem, toast]);

  const refetchers = useRef({ list, countsQuery });
  refetchers.current = { list, countsQuery };
  useEffect(() => {
    const timer = window.setInterval(() => {
      const { list: l, countsQuery: c } = refetchers.current;
      tick();
      void Promise.allSettled([l.refetch(), c.refetch()]).then(onRefetched);
    }, SLOT_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [onRefetched, tick]);

  return {
    now,
    dates,
    rows,
    slots,
    counts,
    loading: slots === null && list.loading,
    loadError: slots === null && list.error ? (serverMessage(list.error) ?? REQUEST_ERROR) : null,
    reload: () => void list.refetch(),
  };
}
