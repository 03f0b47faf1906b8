// Answers an operation from the start-up queries src/boot.ts sent before the app's code arrived
// (issue 19): once each, only while no session is stored (boot.ts sends them for visitors only), and
// only for the same variables. A failed or missing answer goes to the rest of the chain as usual.
import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import { sessionStore } from '../../shared/auth/sessionStore';

function sameVariables(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The boot script's answer for this operation, taken (it serves one request). */
function takeAnswer(operation: ApolloLink.Operation): Promise<unknown> | null {
  const answers = window.karyanaStartup;
  const name = operation.operationName;
  const entry = name ? answers?.[name] : undefined;
  if (!answers || !name || !entry) return null;
  delete answers[name];
  if (sessionStore.getTokens().token) return null;
  return sameVariables(entry.variables, operation.variables) ? entry.answer : null;
}

export function createStartupLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const answer = takeAnswer(operation);
    if (!answer) return forward(operation);
    return new Observable((observer) => {
      let inner: { unsubscribe: () => void } | null = null;
      let closed = false;
      answer.then(
        (result) => {
          if (closed) return;
          observer.next(result as ApolloLink.Result);
          observer.complete();
        },
        () => {
          if (!closed) inner = forward(operation).subscribe(observer);
        },
      );
      return () => {
        closed = true;
        inner?.unsubscribe();
      };
    });
  });
}
