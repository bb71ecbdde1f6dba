import type { Knex } from "knex";

export interface User {
  id: number;
  email: string;
  name: string;
  role: "admin" | "member";
  deletedAt: Date | null;
  createdAt: Date;
}

export interface UserFilter {
  role?: User["role"];
  search?: string;
}

export interface ListOptions {
  limit?: number;
  offset?: number;
  includeDeleted?: boolean;
}

const TABLE = "users";

export class UserRepository {
  constructor(private readonly db: Knex) {}

  async findById(id: number): Promise<User | undefined> {
    return this.db<User>(TABLE).where({ id }).whereNull("deletedAt").first();
  }

  async findByEmail(email: string): Promise<User | undefined> {
    return this.db<User>(TABLE).where({ email: email.toLowerCase() }).whereNull("deletedAt").first();
  }

  async list(
    filter: UserFilter = {},
    { limit = 50, offset = 0, includeDeleted = false }: ListOptions = {},
  ): Promise<User[]> {
    const query = this.db<User>(TABLE);
    if (!includeDeleted) {
      query.whereNull("deletedAt");
    }
    if (filter.role) {
      query.where("role", filter.role);
    }
    if (filter.search) {
      const pattern = `%${filter.search}%`;
      query.where((q) => q.whereILike("name", pattern).orWhereILike("email", pattern));
    }
    return query.orderBy("createdAt", "desc").limit(limit).offset(offset);
  }

  async count(filter: UserFilter = {}): Promise<number> {
    const query = this.db<User>(TABLE).whereNull("deletedAt");
    if (filter.role) {
      query.where("role", filter.role);
    }
    const row = await query.count<{ count: string }>({ count: "*" }).first();
    return Number(row?.count ?? 0);
  }

  async softDelete(id: number): Promise<boolean> {
    const updated = await this.db<User>(TABLE).where({ id }).whereNull("deletedAt").update({ deletedAt: new Date() });
    return updated > 0;
  }
}
