import { CombinedGraphQLErrors } from '@apollo/client';

/** The server's own words for a failed request, or null when it never answered (network failure). */
export function serverMessage(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) {
    const text = error.errors.map((e) => e.message).filter(Boolean).join(', ');
    return text || null;
  }
  return null;
}
