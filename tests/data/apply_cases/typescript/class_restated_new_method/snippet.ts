export class ApiService {
  // ... existing code ...

  async createUser(input: Omit<User, "id">): Promise<User> {
    const url = `/api/users`;
    this.log.debug("POST", url);
    return this.http.post<User>(url, input);
  }
}
