import type { Pool, PoolClient } from "pg";

import { NotFoundError } from "../errors";
import type { Session, User, UserRole } from "../domain";

type Queryable = Pool | PoolClient;

interface UserRow {
  id: string;
  email: string;
  display_name: string;
  role: UserRole;
  created_at: Date;
  disabled_at: Date | null;
}

interface SessionRow {
  id: string;
  user_id: string;
  user_agent: string | null;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    role: row.role,
    createdAt: row.created_at,
    disabled: row.disabled_at !== null,
  };
}

function toSession(row: SessionRow): Session {
  return {
    id: row.id,
    userId: row.user_id,
    userAgent: row.user_agent,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    revoked: row.revoked_at !== null,
  };
}

export class UserRepository {
  constructor(private readonly db: Queryable) {}

  async findById(id: string): Promise<User | null> {
    const { rows } = await this.db.query<UserRow>("SELECT * FROM users WHERE id = $1", [id]);
    return rows[0] ? toUser(rows[0]) : null;
  }

  async getById(id: string): Promise<User> {
    const user = await this.findById(id);
    if (!user) {
      throw new NotFoundError(`user ${id} not found`);
    }
    return user;
  }

  async listActive(limit = 50, offset = 0): Promise<User[]> {
    const { rows } = await this.db.query<UserRow>(
      `SELECT * FROM users
       WHERE disabled_at IS NULL
       ORDER BY created_at DESC
       LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    return rows.map(toUser);
  }

  async countByRole(): Promise<Record<UserRole, number>> {
    const { rows } = await this.db.query<{ role: UserRole; count: string }>(
      "SELECT role, count(*) AS count FROM users WHERE disabled_at IS NULL GROUP BY role",
    );
    return Object.fromEntries(rows.map((row) => [row.role, Number(row.count)])) as Record<UserRole, number>;
  }

  async create(email: string, displayName: string, role: UserRole = "member"): Promise<User> {
    const { rows } = await this.db.query<UserRow>(
      `INSERT INTO users (email, display_name, role)
       VALUES ($1, $2, $3)
       RETURNING *`,
      [email.toLowerCase(), displayName, role],
    );
    return toUser(rows[0]);
  }

  async updateRole(id: string, role: UserRole): Promise<User> {
    const { rows } = await this.db.query<UserRow>(
      "UPDATE users SET role = $2 WHERE id = $1 RETURNING *",
      [id, role],
    );
    if (!rows[0]) {
      throw new NotFoundError(`user ${id} not found`);
    }
    return toUser(rows[0]);
  }

  async disable(id: string): Promise<void> {
    await this.db.query("UPDATE users SET disabled_at = now() WHERE id = $1", [id]);
  }
}

export class SessionRepository {
  constructor(private readonly db: Queryable) {}

  async findById(id: string): Promise<Session | null> {
    const { rows } = await this.db.query<SessionRow>(
      "SELECT * FROM sessions WHERE id = $1 AND revoked_at IS NULL AND expires_at > now()",
      [id],
    );
    return rows[0] ? toSession(rows[0]) : null;
  }

  async listForUser(userId: string): Promise<Session[]> {
    const { rows } = await this.db.query<SessionRow>(
      `SELECT * FROM sessions
       WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()
       ORDER BY created_at DESC`,
      [userId],
    );
    return rows.map(toSession);
  }

  async create(userId: string, userAgent: string | null, ttlSeconds: number): Promise<Session> {
    const { rows } = await this.db.query<SessionRow>(
      `INSERT INTO sessions (user_id, user_agent, expires_at)
       VALUES ($1, $2, now() + make_interval(secs => $3))
       RETURNING *`,
      [userId, userAgent, ttlSeconds],
    );
    return toSession(rows[0]);
  }

  async revoke(id: string): Promise<void> {
    await this.db.query("UPDATE sessions SET revoked_at = now() WHERE id = $1", [id]);
  }

  async revokeAllForUser(userId: string): Promise<number> {
    const result = await this.db.query(
      "UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL",
      [userId],
    );
    return result.rowCount ?? 0;
  }
}
