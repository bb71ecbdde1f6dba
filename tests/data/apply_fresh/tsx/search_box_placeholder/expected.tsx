import { memo, useEffect, useRef, useState } from "react";

type SearchBoxProps = {
  onSearch: (query: string) => void;
  delayMs?: number;
  initialQuery?: string;
  placeholder?: string;
};

export function SearchBox({ onSearch, delayMs = 250, initialQuery = "", placeholder = "Search…" }: SearchBoxProps) {
  const [query, setQuery] = useState(initialQuery);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const handle = window.setTimeout(() => {
      onSearch(query.trim());
    }, delayMs);
    return () => window.clearTimeout(handle);
  }, [query, delayMs, onSearch]);

  return (
    <div className="search-box" role="search">
      <input
        ref={inputRef}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={placeholder}
        aria-label={placeholder}
      />
      {query && (
        <button
          type="button"
          className="search-box__clear"
          onClick={() => {
            setQuery("");
            inputRef.current?.focus();
          }}
        >
          Clear
        </button>
      )}
    </div>
  );
}

export default memo(SearchBox);
