// The header search box. Its text is shared by every copy of the box: on /search it is the
// page's query; on other pages, while it holds a query, the results replace the page's content
// (AppLayout), and Enter opens /search with it.
import { useId } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { getHeaderSearch, isSearchPath, SEARCH_PAGE, setHeaderQuery, useHeaderQuery } from '../../features/catalogue';
import { t } from './texts';

export function SearchBox({ className }: { className?: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const value = useHeaderQuery();
  const id = useId();

  return (
    <form
      role="search"
      className={['search-box', className].filter(Boolean).join(' ')}
      onSubmit={(e) => {
        e.preventDefault();
        if (isSearchPath(pathname)) return; // the page already searches as the customer types
        const query = value.trim();
        // From now on the text belongs to the search page, even while it is still loading.
        setHeaderQuery(query, SEARCH_PAGE);
        void navigate(query ? `${SEARCH_PAGE}?query=${encodeURIComponent(query)}` : SEARCH_PAGE);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('app.layout.search.label')}
      </label>
      <input
        id={id}
        type="search"
        className="search-input"
        value={value}
        // Text typed after Enter, while /search is still loading, is the search page's too.
        onChange={(e) => {
          const owner = getHeaderSearch().path;
          setHeaderQuery(e.target.value, isSearchPath(owner) ? owner : pathname);
        }}
        placeholder={t('app.layout.search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="search-submit" aria-label={t('app.layout.search.submit')}>
        <SearchOutlined aria-hidden="true" />
      </button>
    </form>
  );
}
