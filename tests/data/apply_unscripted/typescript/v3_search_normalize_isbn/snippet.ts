import { Pool } from "pg";
import { Book, SearchFilters, SearchResult } from "../types/catalog";
import { escapeLike } from "../lib/sql";
import { normalizeIsbn } from "../lib/isbn";
import { config } from "../config";

// ... existing code ...

  async byIsbn(isbn: string): Promise<Book | null> {
    const isbn13 = normalizeIsbn(isbn);
    if (!isbn13) {
      return null;
    }
    const { rows } = await this.db.query<Book>(
      `SELECT * FROM books WHERE isbn13 = $1`,
      [isbn13],
    );
    return rows[0] ?? null;
  }

  // ... existing code ...
