// The one reader of Apollo results and errors (errorPolicy 'all') for every feature: the way the spec's
// messages need them — a server message (GraphQL error or the payload's error.message), no usable answer,
// or a failed request; serverMessage reads a query's error alone.
// "No usable answer" is told apart as the spec's §8 does (see docs/decisions.md): an empty response
// (no data at all, e.g. a 200 with data null and no errors) reads 'Empty response!'; data without the
// operation's result reads 'No response Data available' — unless the operation's own row names another.
// A server message carries a textCode naming its one text and a code naming its category (docs/api.md):
// a payload's error.textCode/code, a GraphQL error's extensions.textCode/code, a REST or search error's.
// It is translated by `server.<textCode>` when the active catalogue has it, else by `server.<code>`,
// else the server's own words are shown: the server keeps sending the spec's English texts.
import { CombinedGraphQLErrors, type ErrorLike } from '@apollo/client';
import { textFor } from '../i18n/i18n';
import { t } from '../texts';

export const EMPTY_MESSAGES = {
  emptyResponse: t('shared.request.emptyResponse'),
  noData: t('shared.request.noData'),
} as const;

/** A message's codes as the server sends them: textCode names its one text, code its category. */
export interface MessageCodes {
  code?: string | null;
  textCode?: string | null;
}

/**
 * A server message in the active language: the catalogue's text for its textCode, else for its code
 * (a bare string is a code), else the server's own words.
 */
export function serverText(codes: MessageCodes | string | null | undefined, message: string): string {
  const { code, textCode } = typeof codes === 'string' ? { code: codes, textCode: null } : (codes ?? {});
  return (textCode ? textFor(`server.${textCode}`) : null) ?? (code ? textFor(`server.${code}`) : null) ?? message;
}

/** A payload's error or success ({message, code?, textCode}) in the active language, or null when it says nothing. */
export function payloadText(info: ({ message?: string | null } & MessageCodes) | null | undefined): string | null {
  return info?.message ? serverText(info, info.message) : null;
}

/** The codes a GraphQL error carries in its extensions. */
function extensionCodes(error: { extensions?: Record<string, unknown> | null }): MessageCodes {
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return { code: text(error.extensions?.code), textCode: text(error.extensions?.textCode) };
}

export type Outcome<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'server-error'; message: string; code?: string | null }
  /** answered: the response held data, only not this operation's result. */
  | { kind: 'empty'; answered: boolean }
  | { kind: 'network' };

interface WithError {
  error?: ({ message?: string | null } & MessageCodes) | null;
}

/** True when a response's data is there at all (an object), whatever it holds. */
export function hasData(data: unknown): boolean {
  return data !== null && typeof data === 'object';
}

/** 'Empty response!' when the response had no data, 'No response Data available' when it lacked the result. */
export function emptyMessage(data: unknown): string {
  return hasData(data) ? EMPTY_MESSAGES.noData : EMPTY_MESSAGES.emptyResponse;
}

/** The empty outcome's message, as emptyMessage says it. */
export function emptyOutcomeMessage(outcome: { answered: boolean }): string {
  return outcome.answered ? EMPTY_MESSAGES.noData : EMPTY_MESSAGES.emptyResponse;
}

/** Each GraphQL error's words in the active language (by its extensions.code), empty ones left out. */
export function graphqlErrorTexts(error: unknown): string[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.filter((e) => e.message).map((e) => serverText(extensionCodes(e), e.message));
}

/** The server's own words for a failed request (all its messages), or null when it never answered (network failure). */
export function serverMessage(error: unknown): string | null {
  return graphqlErrorTexts(error).join(', ') || null;
}

/**
 * value is the operation's field, data the whole response data (to tell an empty response from a
 * missing result; when not given, an empty answer counts as an empty response).
 */
export function readOutcome<T extends WithError>(
  value: T | null | undefined,
  error: ErrorLike | undefined,
  data?: unknown,
): Outcome<T> {
  if (value?.error?.message) {
    const code = value.error.code ?? null;
    return { kind: 'server-error', message: serverText(value.error, value.error.message), code };
  }
  if (error) {
    if (CombinedGraphQLErrors.is(error)) {
      const first = error.errors.find((e) => e.message);
      if (!first) return { kind: 'empty', answered: hasData(data) };
      const codes = extensionCodes(first);
      return codes.code
        ? { kind: 'server-error', message: serverText(codes, first.message), code: codes.code }
        : { kind: 'server-error', message: serverText(codes, first.message) };
    }
    return { kind: 'network' };
  }
  return value ? { kind: 'ok', value } : { kind: 'empty', answered: hasData(data) };
}

/** Runs a mutation call; a thrown error (not expected with errorPolicy 'all') is read the same way. */
export async function settle<T extends WithError>(
  call: () => Promise<{ value: T | null | undefined; error?: ErrorLike | undefined; data?: unknown }>,
): Promise<Outcome<T>> {
  try {
    const { value, error, data } = await call();
    return readOutcome(value, error, data);
  } catch (thrown) {
    return readOutcome<T>(null, CombinedGraphQLErrors.is(thrown) ? thrown : { name: 'Error', message: String(thrown) });
  }
}
