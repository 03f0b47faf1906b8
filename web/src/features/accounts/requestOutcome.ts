// Reads an Apollo mutation result (errorPolicy 'all') the way the spec's messages need it:
// a server message (GraphQL error or the payload's error.message), no usable answer, or a failed request.
import { CombinedGraphQLErrors, type ErrorLike } from '@apollo/client';

export type Outcome<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'server-error'; message: string; code?: string | null }
  | { kind: 'empty' }
  | { kind: 'network' };

interface WithError {
  error?: { message?: string | null; code?: string | null } | null;
}

export function readOutcome<T extends WithError>(value: T | null | undefined, error: ErrorLike | undefined): Outcome<T> {
  if (value?.error?.message) return { kind: 'server-error', message: value.error.message, code: value.error.code ?? null };
  if (error) {
    if (CombinedGraphQLErrors.is(error)) {
      const message = error.errors.find((e) => e.message)?.message;
      return message ? { kind: 'server-error', message } : { kind: 'empty' };
    }
    return { kind: 'network' };
  }
  return value ? { kind: 'ok', value } : { kind: 'empty' };
}

/** Runs a mutation call; a thrown error (not expected with errorPolicy 'all') is read the same way. */
export async function settle<T extends WithError>(
  call: () => Promise<{ value: T | null | undefined; error?: ErrorLike | undefined }>,
): Promise<Outcome<T>> {
  try {
    const { value, error } = await call();
    return readOutcome(value, error);
  } catch (thrown) {
    return readOutcome<T>(null, CombinedGraphQLErrors.is(thrown) ? thrown : { name: 'Error', message: String(thrown) });
  }
}
