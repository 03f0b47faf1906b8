// The start-up answers (issue 19): the boot script's queries are the app's own documents as Apollo
// sends them, and the app takes each answer once, for a visitor, for the same variables only.
import { afterEach, describe, expect, it } from 'vitest';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { Kind, parse, print, type DocumentNode } from 'graphql';
import { Observable } from 'rxjs';
import { startupQueryList } from '../../../scripts/startupQueries.mjs';
import { createStartupLink } from './startupLink';
import { SettingsDocument } from '../settings/settings.generated';
import { HomePageSettingsDocument } from '../../features/catalogue/home/homePage.generated';
import { HOME_PAGE_KEY } from '../../features/catalogue/home/homeSettings';
import { sessionStore } from '../../shared/auth/sessionStore';

/** The document's definitions, each printed, in name order (fragments may come in any order). */
function definitions(doc: DocumentNode): string[] {
  return doc.definitions
    .map((def) => print({ kind: Kind.DOCUMENT, definitions: [def] }))
    .sort((a, b) => a.localeCompare(b));
}

function clientWithServer() {
  const asked: string[] = [];
  const server = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        asked.push(operation.operationName ?? '');
        observer.next({ data: { settings_str: 'from the app' } });
        observer.complete();
      }),
  );
  const client = new ApolloClient({
    link: ApolloLink.from([createStartupLink(), server]),
    cache: new InMemoryCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'network-only', errorPolicy: 'all' },
      query: { fetchPolicy: 'network-only', errorPolicy: 'all' },
      mutate: { errorPolicy: 'all' },
    },
  });
  return { client, asked };
}

function startupAnswer(answer: Promise<unknown>, variables: Record<string, unknown> = {}) {
  window.karyanaStartup = { Settings: { variables, answer } };
}

afterEach(() => {
  delete window.karyanaStartup;
  sessionStore.setTokens(null, null);
});

describe('start-up queries', () => {
  it('are the app documents with the __typename fields Apollo adds, and the variables it sends', () => {
    const queries = startupQueryList();
    const byName = (name: string) => {
      const query = queries.find((q) => q.operationName === name);
      if (!query) throw new Error(`no start-up query ${name}`);
      return query;
    };
    expect(definitions(parse(byName('Settings').query))).toEqual(definitions(addTypenameToDocument(SettingsDocument)));
    expect(definitions(parse(byName('HomePageSettings').query))).toEqual(
      definitions(addTypenameToDocument(HomePageSettingsDocument)),
    );
    expect(byName('HomePageSettings').variables).toEqual({ key: HOME_PAGE_KEY });
    expect(byName('HomePageSettings').paths).toEqual(['/']);
  });

  it('answer the first request once; the next goes to the server', async () => {
    const { client, asked } = clientWithServer();
    startupAnswer(Promise.resolve({ data: { settings_str: 'from boot' } }));
    expect((await client.query({ query: SettingsDocument })).data?.settings_str).toBe('from boot');
    expect(asked).toEqual([]);
    expect((await client.query({ query: SettingsDocument })).data?.settings_str).toBe('from the app');
    expect(asked).toEqual(['Settings']);
  });

  it('leave the request to the server when the answer failed, the variables differ or a session is stored', async () => {
    const failed = clientWithServer();
    startupAnswer(Promise.reject(new Error('offline')));
    expect((await failed.client.query({ query: SettingsDocument })).data?.settings_str).toBe('from the app');
    expect(failed.asked).toEqual(['Settings']);

    const other = clientWithServer();
    startupAnswer(Promise.resolve({ data: { settings_str: 'from boot' } }), { key: 'elsewhere' });
    expect((await other.client.query({ query: SettingsDocument })).data?.settings_str).toBe('from the app');

    const signedIn = clientWithServer();
    sessionStore.setTokens('t1', 'r1');
    startupAnswer(Promise.resolve({ data: { settings_str: 'from boot' } }));
    expect((await signedIn.client.query({ query: SettingsDocument })).data?.settings_str).toBe('from the app');
  });
});
