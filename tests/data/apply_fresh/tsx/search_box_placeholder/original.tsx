import { useEffect, useState } from "react";

type SearchBoxProps = {
  onSearch: (query: string) => void;
  delayMs?: number;
  initialQuery?: string;
};

export function SearchBox({ onSearch, delayMs = 300, initialQuery = "" }: SearchBoxProps) {
  const [query, setQuery] = useState(initialQuery);

  useEffect(() => {
    const handle = window.setTimeout(() => {
      onSearch(query.trim());
    }, delayMs);
    return () => window.clearTimeout(handle);
  }, [query, delayMs, onSearch]);

  return (
    <div className="search-box">
      <input
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Search…"
      />
      {query && (
        <button type="button" className="search-box__clear" onClick={() => setQuery("")}>
          Clear
        </button>
      )}
    </div>
  );
}

export default SearchBox;
