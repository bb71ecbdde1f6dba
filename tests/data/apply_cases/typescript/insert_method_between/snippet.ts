  // ... existing code ...
    return this.http.get<Team>(url);
  }

  async getProject(id: string): Promise<Project> {
    const url = `/api/projects/${id}`;
    this.log.debug("GET", url);
    return this.http.get<Project>(url);
  }

  async listUsers(page = 1): Promise<User[]> {
  // ... existing code ...
