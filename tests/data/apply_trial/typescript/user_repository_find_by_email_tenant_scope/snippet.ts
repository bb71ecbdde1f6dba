  // ... existing code ...

  async findByEmail(tenantId: string, email: string): Promise<User | null> {
    const { rows } = await this.pool.query<UserRow>(
      "SELECT * FROM users WHERE tenant_id = $1 AND lower(email) = lower($2)",
      [tenantId, email],
    );
    return rows.length > 0 ? toUser(rows[0]) : null;
  }

  // ... existing code ...
