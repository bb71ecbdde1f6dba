// ... existing code ...

export interface UserFilter {
  role?: User["role"];
  search?: string;
}

export interface ListOptions {
  limit?: number;
  offset?: number;
  includeDeleted?: boolean;
}

// ... existing code ...

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

  // ... existing code ...
