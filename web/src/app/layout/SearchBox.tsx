// The header search box; a search opens /search with the query (the search feature takes over there).
import { useEffect, useId, useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

export function SearchBox({ className }: { className?: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const urlQuery = pathname.startsWith('/search') ? (params.get('query') ?? '') : '';
  const [value, setValue] = useState(urlQuery);
  const id = useId();

  useEffect(() => setValue(urlQuery), [urlQuery]);

  return (
    <form
      role="search"
      className={['search-box', className].filter(Boolean).join(' ')}
      onSubmit={(e) => {
        e.preventDefault();
        const query = value.trim();
        void navigate(query ? `/search?query=${encodeURIComponent(query)}` : '/search');
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Search products
      </label>
      <input
        id={id}
        type="search"
        className="search-input"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder="Search 5000+ products..."
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="search-submit" aria-label="Search">
        <SearchOutlined aria-hidden="true" />
      </button>
    </form>
  );
}
