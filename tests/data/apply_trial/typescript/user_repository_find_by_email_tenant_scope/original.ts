import type { Pool } from "pg";
import { NotFoundError } from "../errors";
import type { User, UserRole } from "../models/user";

interface UserRow {
  id: string;
  tenant_id: string;
  email: string;
  display_name: string;
  role: UserRole;
  created_at: Date;
  disabled_at: Date | null;
}

function toUser(row: UserRow): User {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    email: row.email,
    displayName: row.display_name,
    role: row.role,
    createdAt: row.created_at,
    disabled: row.disabled_at !== null,
  };
}

export class UserRepository {
  constructor(private readonly pool: Pool) {}

  async findById(id: string): Promise<User> {
    const { rows } = await this.pool.query<UserRow>(
      "SELECT * FROM users WHERE id = $1",
      [id],
    );
    if (rows.length === 0) throw new NotFoundError(`user ${id}`);
    return toUser(rows[0]);
  }

  async findByEmail(email: string): Promise<User | null> {
    const { rows } = await this.pool.query<UserRow>(
      "SELECT * FROM users WHERE lower(email) = lower($1)",
      [email],
    );
    return rows.length > 0 ? toUser(rows[0]) : null;
  }

  async listByRole(tenantId: string, role: UserRole, limit = 50): Promise<User[]> {
    const { rows } = await this.pool.query<UserRow>(
      "SELECT * FROM users WHERE tenant_id = $1 AND role = $2 ORDER BY created_at LIMIT $3",
      [tenantId, role, limit],
    );
    return rows.map(toUser);
  }

  async disable(id: string): Promise<void> {
    const result = await this.pool.query(
      "UPDATE users SET disabled_at = now() WHERE id = $1 AND disabled_at IS NULL",
      [id],
    );
    if (result.rowCount === 0) throw new NotFoundError(`active user ${id}`);
  }
}
