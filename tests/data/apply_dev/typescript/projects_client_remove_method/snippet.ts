export class ProjectsClient extends BaseClient {
  // ... existing code ...

  remove(id: string): Promise<void> {
    return this.request<void>("DELETE", `/projects/${encodeURIComponent(id)}`);
  }
}
