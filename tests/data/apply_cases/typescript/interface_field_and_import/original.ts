import { HttpClient } from "./http";
import { Logger } from "./logger";

export interface User {
  id: string;
  name: string;
  email: string;
}

export interface Team {
  id: string;
  title: string;
  members: string[];
}

export class ApiService {
  private cache = new Map<string, unknown>();

  constructor(private readonly http: HttpClient, private readonly log: Logger) {}

  async getUser(id: string): Promise<User> {
    const url = `/api/users/${id}`;
    this.log.debug("GET", url);
    return this.http.get<User>(url);
  }

  async getTeam(id: string): Promise<Team> {
    const url = `/api/teams/${id}`;
    this.log.debug("GET", url);
    return this.http.get<Team>(url);
  }

  async listUsers(page = 1): Promise<User[]> {
    const url = `/api/users?page=${page}`;
    this.log.debug("GET", url);
    return this.http.get<User[]>(url);
  }

  async listTeams(page = 1): Promise<Team[]> {
    const url = `/api/teams?page=${page}`;
    this.log.debug("GET", url);
    return this.http.get<Team[]>(url);
  }

  clearCache(): void {
    this.cache.clear();
  }
}
