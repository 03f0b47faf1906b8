// How the zone form shows a refused check or save: the message under the field the server's error.details
// names, a stale version (ZONE_CHANGED) as a notice with 'Reload', an overlap (OVERLAP) above the form with
// the zones it overlaps, anything else above the form.

export interface ZoneFormValues {
  title: string;
  status: 'published' | 'draft';
  points: string;
}

export type ZoneProblem =
  | { kind: 'field'; field: keyof ZoneFormValues; message: string }
  | { kind: 'changed'; message: string }
  | { kind: 'overlap'; message: string }
  | { kind: 'alert'; message: string };

// The input fields the contract's details name, as the form calls them.
const FIELD_OF: Record<string, keyof ZoneFormValues> = { title: 'title', status: 'status', polygon: 'points' };

export function zoneProblem(
  error: { code?: string | null; textCode?: string | null; details?: string | null },
  message: string,
): ZoneProblem {
  if (error.textCode === 'ZONE_CHANGED' || error.code === 'CONFLICT') return { kind: 'changed', message };
  if (error.code === 'OVERLAP') return { kind: 'overlap', message };
  const field = error.details ? FIELD_OF[error.details] : undefined;
  return field ? { kind: 'field', field, message } : { kind: 'alert', message };
}
