// A save's answer read once for both cards: saved, a conflict (HOME_CHANGED: the 'changed' warning with
// Reload), a refusal of one entry or field (shown beside it), or a problem with the whole save.
import { payloadText, serverMessage, emptyOutcomeMessage } from '../../../shared/graphql/requestOutcome';
import type { FormProblemValue } from '../staff/FormProblem';
import { refusalPlace } from './homeDraft';
import { t } from './texts';

export interface SaveRefusal {
  problem: FormProblemValue | null;
  /** Messages by entry index. */
  entries: Record<number, string>;
  /** Messages by field (title, status, items, product_ids). */
  fields: Record<string, string>;
}

export const NO_REFUSAL: SaveRefusal = { problem: null, entries: {}, fields: {} };

interface Answer {
  error?: { message?: string | null; code?: string | null; textCode?: string | null; details?: string | null } | null;
  version?: number | null;
}

/** null when saved; else where to show what went wrong. */
export function saveRefusal(value: Answer | null | undefined, error: unknown, answered: boolean): SaveRefusal | null {
  const refusal = value?.error;
  if (refusal?.message) {
    const message = payloadText(refusal) ?? refusal.message;
    if (refusal.textCode === 'HOME_CHANGED') return { ...NO_REFUSAL, problem: { kind: 'changed', message } };
    const place = refusalPlace(refusal.details);
    if (place.kind === 'entry') return { ...NO_REFUSAL, entries: { [place.index]: message } };
    if (place.kind === 'field') return { ...NO_REFUSAL, fields: { [place.field]: message } };
    return { ...NO_REFUSAL, problem: { kind: 'alert', message } };
  }
  if (value?.version) return null;
  const message = error ? (serverMessage(error) ?? t('admin.home.network')) : emptyOutcomeMessage({ answered });
  return { ...NO_REFUSAL, problem: { kind: 'alert', message } };
}
