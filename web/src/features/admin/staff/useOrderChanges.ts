// The order-changing calls of the console (order page and deliveries), each with the version last seen.
// A success hands the changed order back; a refusal is shown in the server's words, and ORDER_CHANGED
// (someone else changed it first) reloads the order so the person sees the change.
import { useState } from 'react';
import type { ErrorLike } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import {
  StaffAssignRiderDocument,
  StaffCancelOrderDocument,
  StaffMarkDeliveredDocument,
  StaffRecordPickingDocument,
  StaffSetOrderStatusDocument,
} from '../admin.generated';
import { changeOrder, type StaffOrderView } from './orderMutation';
import { useToast } from '../../../shared/ui/toast';
import { t } from '../texts';

export interface OrderChangeNotice {
  message: string;
  changedElsewhere: boolean;
}

export function useOrderChanges(options: { onChanged: (order: StaffOrderView) => void; reload: () => unknown }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<OrderChangeNotice | null>(null);
  const [setStatus] = useMutation(StaffSetOrderStatusDocument);
  const [recordPicking] = useMutation(StaffRecordPickingDocument);
  const [assignRider] = useMutation(StaffAssignRiderDocument);
  const [markDelivered] = useMutation(StaffMarkDeliveredDocument);
  const [cancelOrder] = useMutation(StaffCancelOrderDocument);

  const run = async (
    call: () => Promise<{ value: StaffOrderView | null | undefined; error?: ErrorLike; data?: unknown }>,
  ) => {
    setBusy(true);
    setNotice(null);
    const change = await changeOrder(call);
    setBusy(false);
    if (change.ok) {
      options.onChanged(change.order);
      toast.success(t('admin.order.saved'));
      return;
    }
    setNotice({ message: change.message, changedElsewhere: change.changedElsewhere });
    if (change.changedElsewhere) void options.reload();
  };

  const forOrder = (order: StaffOrderView) => {
    const key = { serial: order.serial ?? '', version: order.version ?? 0 };
    return {
      setStatus: (status: string) =>
        void run(async () => {
          const r = await setStatus({ variables: { ...key, status } });
          return { value: r.data?.staffSetOrderStatus, error: r.error, data: r.data };
        }),
      recordPicking: (lines: { product_id: string; pickedQty: number; notFound: boolean }[]) =>
        void run(async () => {
          const r = await recordPicking({ variables: { ...key, lines } });
          return { value: r.data?.staffRecordPicking, error: r.error, data: r.data };
        }),
      assignRider: (riderId: string) =>
        void run(async () => {
          const r = await assignRider({ variables: { ...key, rider_id: riderId } });
          return { value: r.data?.staffAssignRider, error: r.error, data: r.data };
        }),
      markDelivered: (cash: number) =>
        void run(async () => {
          const r = await markDelivered({ variables: { ...key, cash_collected: cash } });
          return { value: r.data?.staffMarkDelivered, error: r.error, data: r.data };
        }),
      cancel: (reason: string, decline: boolean) =>
        void run(async () => {
          const r = await cancelOrder({ variables: { ...key, reason, decline } });
          return { value: r.data?.staffCancelOrder, error: r.error, data: r.data };
        }),
    };
  };

  return { busy, notice, clearNotice: () => setNotice(null), forOrder };
}
