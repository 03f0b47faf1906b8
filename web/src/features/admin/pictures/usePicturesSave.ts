// The save behind a catalogue item's picture fields (a product's picture and gallery, a category's title
// picture and menu background): busy while it runs, a network failure or another refusal above the fields,
// the item's 'changed' code as the 'changed' warning with 'Reload', a refused picture under its field, and
// 'Saved' when it went through.
import { useState } from 'react';
import { payloadText, serverMessage, type MessageCodes } from '../../../shared/graphql/requestOutcome';
import { useToast } from '../../../shared/ui/toast';
import type { FormProblemValue } from '../staff/FormProblem';
import { t } from './texts';

type Refusal = { message?: string | null; details?: string | null } & MessageCodes;

/** What the mutation answered: the saved item (with its _id) or its refusal, and the request's error. */
export interface PicturesAnswer {
  answer: { _id?: string | null; error?: Refusal | null } | null | undefined;
  error?: unknown;
}

export function usePicturesSave<Field extends string>(fields: readonly Field[], changedCode: string) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FormProblemValue | null>(null);
  const [fieldError, setFieldError] = useState<{ field: Field; message: string } | null>(null);
  const toast = useToast();

  const save = async (send: () => Promise<PicturesAnswer>) => {
    setBusy(true);
    setProblem(null);
    setFieldError(null);
    let failed: string | null = null;
    let refusal: Refusal | null = null;
    try {
      const { answer, error } = await send();
      refusal = answer?.error ?? null;
      if (!refusal && !answer?._id) failed = serverMessage(error) ?? t('admin.pictures.network');
    } catch (thrown) {
      failed = serverMessage(thrown) ?? t('admin.pictures.network');
    }
    setBusy(false);
    if (failed) return setProblem({ kind: 'alert', message: failed });
    if (refusal) {
      const message = payloadText(refusal) ?? '';
      if (refusal.textCode === changedCode) return setProblem({ kind: 'changed', message });
      const details = refusal.details;
      const field = fields.find((f) => f === details);
      if (field) return setFieldError({ field, message });
      return setProblem({ kind: 'alert', message });
    }
    toast.success(t('admin.pictures.saved'));
  };

  /** The refusal to show under `field`, if the last save refused its picture. */
  const errorOf = (field: Field) => (fieldError?.field === field ? fieldError.message : null);

  return { busy, problem, clearProblem: () => setProblem(null), errorOf, save };
}
