import { Pool } from "pg";
import { Book, SearchFilters, SearchResult } from "../types/catalog";
import { escapeLike } from "../lib/sql";
import { config } from "../config";

const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

/**
 * Read-only catalog queries used by the storefront search box and book pages.
 */
export class CatalogSearch {
  constructor(private readonly db: Pool) {}

  async byTitle(query: string, filters: SearchFilters = {}): Promise<SearchResult> {
    const pattern = `%${escapeLike(query.trim())}%`;
    const limit = this.pageSize(filters.pageSize);
    const offset = (filters.page ?? 0) * limit;
    const { rows } = await this.db.query<Book>(
      `SELECT * FROM books WHERE title ILIKE $1 AND in_print = $2 ORDER BY title LIMIT $3 OFFSET $4`,
      [pattern, filters.inPrintOnly ?? true, limit, offset],
    );
    return { books: rows, page: filters.page ?? 0, pageSize: limit };
  }

  async byAuthor(name: string, filters: SearchFilters = {}): Promise<SearchResult> {
    const pattern = `%${escapeLike(name.trim())}%`;
    const limit = this.pageSize(filters.pageSize);
    const offset = (filters.page ?? 0) * limit;
    const { rows } = await this.db.query<Book>(
      `SELECT b.* FROM books b JOIN authors a ON a.id = b.author_id
       WHERE a.display_name ILIKE $1 AND b.in_print = $2
       ORDER BY b.published_on DESC LIMIT $3 OFFSET $4`,
      [pattern, filters.inPrintOnly ?? true, limit, offset],
    );
    return { books: rows, page: filters.page ?? 0, pageSize: limit };
  }

  async byIsbn(isbn: string): Promise<Book | null> {
    const { rows } = await this.db.query<Book>(
      `SELECT * FROM books WHERE isbn13 = $1`,
      [isbn.trim()],
    );
    return rows[0] ?? null;
  }

  async bySeries(seriesId: string): Promise<Book[]> {
    const { rows } = await this.db.query<Book>(
      `SELECT * FROM books WHERE series_id = $1 ORDER BY series_position`,
      [seriesId],
    );
    return rows;
  }

  private pageSize(requested?: number): number {
    if (!requested || requested < 1) {
      return config.search.defaultPageSize ?? DEFAULT_PAGE_SIZE;
    }
    return Math.min(requested, MAX_PAGE_SIZE);
  }
}
