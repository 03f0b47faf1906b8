// How the slot form shows a refused save: the message next to the field the server's error.details names
// (SLOT_OVERLAPS names the other slot in its words), a stale version (SLOT_CHANGED) as a notice with
// 'Reload', anything else above the form.
import type { SlotFormValues } from './slotTemplate';

export type SlotProblem =
  | { kind: 'field'; field: keyof SlotFormValues; message: string }
  | { kind: 'changed'; message: string }
  | { kind: 'alert'; message: string };

// The input fields the contract's details name, as the form calls them.
const FIELD_OF: Record<string, keyof SlotFormValues> = {
  day: 'day',
  start_time: 'start',
  end_time: 'end',
  max_order_limit: 'limit',
};

export function slotProblem(
  error: { code?: string | null; textCode?: string | null; details?: string | null },
  message: string,
): SlotProblem {
  if (error.textCode === 'SLOT_CHANGED' || error.code === 'CONFLICT') return { kind: 'changed', message };
  const field = error.details ? FIELD_OF[error.details] : undefined;
  return field ? { kind: 'field', field, message } : { kind: 'alert', message };
}
