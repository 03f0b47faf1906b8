// Keeps the header's search box and the search's query in step. The box is typed into: the search
// follows. The search's query changes otherwise (a restored URL, Back, a cleared filter list): the
// box follows. When the search starts, the URL's query wins over text typed on another page, but
// not over text typed on the search page while it was still loading.
import { useEffect, useRef } from 'react';
import { useSearchBox } from 'react-instantsearch-core';
import { getHeaderSearch, setHeaderQuery, useHeaderQuery } from './headerQuery';
import { isSearchPath } from './searchConfig';

export function HeaderQueryBridge({ headerFirst = false }: { headerFirst?: boolean }) {
  const { query, refine } = useSearchBox();
  const header = useHeaderQuery();
  const seen = useRef<{ query: string; header: string } | null>(null);
  const sent = useRef<string | null>(null);

  useEffect(() => {
    const before = seen.current;
    seen.current = { query, header };
    if (sent.current === query) sent.current = null;
    if (!before) {
      if (header === query) return;
      if (headerFirst || isSearchPath(getHeaderSearch().path)) {
        sent.current = header;
        refine(header);
      } else {
        setHeaderQuery(query);
      }
      return;
    }
    if (header !== before.header && header !== query) {
      sent.current = header;
      refine(header);
      return;
    }
    // A query we sent ourselves and that is now behind the box is not copied back into it.
    if (query !== before.query && query !== header && sent.current === null) setHeaderQuery(query);
  }, [query, header, refine, headerFirst]);

  return null;
}
