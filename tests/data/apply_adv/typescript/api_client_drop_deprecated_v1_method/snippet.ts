  // ... existing code ...

  async getProject(id: string): Promise<Project> {
    return this.request<Project>("GET", `/projects/${id}`);
  }

  async createProject(input: CreateProjectInput): Promise<Project> {
    return this.request<Project>("POST", "/projects", input);
  }

  // ... existing code ...
