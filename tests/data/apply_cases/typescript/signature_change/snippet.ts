  // ... existing code ...

  async listTeams(page = 1, size = 20): Promise<Team[]> {
    const url = `/api/teams?page=${page}&size=${size}`;
    this.log.debug("GET", url);
    return this.http.get<Team[]>(url);
  }

  // ... existing code ...
