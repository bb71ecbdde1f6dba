  async searchExhibits(
    query: string,
    { page = 1, pageSize = 20, includeOnLoan = true }: { page?: number; pageSize?: number; includeOnLoan?: boolean } = {},
  ): Promise<Exhibit[]> {
    const term = query.trim();
    if (term.length < 2) {
      return [];
    }
    const params = new URLSearchParams({ q: term, page: String(page), pageSize: String(pageSize) });
    const exhibits = await this.get<Exhibit[]>(`/exhibits?${params.toString()}`);
    return exhibits
      .filter((e) => includeOnLoan || !e.onLoan)
      .sort((a, b) => a.title.localeCompare(b.title));
  }
