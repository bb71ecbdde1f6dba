import { Clause, ClauseCategory, ClauseVersion } from "../domain/clause";
import { ClauseStore } from "../storage/clauseStore";

export interface ClauseSearchOptions {
  category?: ClauseCategory;
  jurisdiction?: string;
  includeDeprecated?: boolean;
  limit?: number;
}

export class ClauseLibrary {
  private readonly cache = new Map<string, Clause>();

  constructor(private readonly store: ClauseStore) {}

  async getClause(id: string): Promise<Clause | undefined> {
    const cached = this.cache.get(id);
    if (cached) {
      return cached;
    }
    const clause = await this.store.findById(id);
    if (clause) {
      this.cache.set(id, clause);
    }
    return clause;
  }

  async search(text: string, options: ClauseSearchOptions = {}): Promise<Clause[]> {
    const results = await this.store.fullText(text, {
      category: options.category,
      jurisdiction: options.jurisdiction,
    });
    return results
      .filter((c) => options.includeDeprecated || !c.deprecated)
      .slice(0, options.limit ?? 25);
  }

  async publishVersion(id: string, body: string, author: string): Promise<ClauseVersion> {
    const clause = await this.getClause(id);
    if (!clause) {
      throw new Error(`Clause ${id} not found`);
    }
    const version = await this.store.appendVersion(id, {
      body,
      author,
      publishedAt: new Date(),
    });
    this.cache.delete(id);
    return version;
  }

  async deprecate(id: string, reason: string): Promise<void> {
    await this.store.update(id, { deprecated: true, deprecationReason: reason });
    this.cache.delete(id);
  }
}
