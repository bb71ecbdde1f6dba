// ... keep existing code

  private async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    // ... keep existing code
    if (!res.ok) {
      const detail = await res.text().catch(() => '');
      throw new ApiError(res.status, `${method} ${path} failed: ${res.status}${detail ? ` — ${detail}` : ''}`);
    }
    if (res.status === 204) {
      return undefined as T;
    }
    return (await res.json()) as T;
  }

// ... keep existing code

  createTask(projectId: string, title: string): Promise<Task> {
    return this.request<Task>('POST', `/projects/${projectId}/tasks`, { title });
  }

  deleteTask(projectId: string, taskId: string): Promise<void> {
    return this.request<void>('DELETE', `/projects/${projectId}/tasks/${taskId}`);
  }
}
