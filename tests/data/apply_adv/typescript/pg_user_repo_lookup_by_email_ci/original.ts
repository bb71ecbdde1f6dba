import type { Pool, PoolClient } from 'pg';

export interface User {
  id: string;
  email: string;
  displayName: string;
  createdAt: Date;
  disabled: boolean;
}

export interface Session {
  token: string;
  userId: string;
  expiresAt: Date;
}

type Queryable = Pool | PoolClient;

function mapUser(row: Record<string, unknown>): User {
  return {
    id: row.id as string,
    email: row.email as string,
    displayName: row.display_name as string,
    createdAt: new Date(row.created_at as string),
    disabled: Boolean(row.disabled),
  };
}

export class UserRepository {
  constructor(private readonly db: Queryable) {}

  async findById(id: string): Promise<User | null> {
    const { rows } = await this.db.query('SELECT * FROM users WHERE id = $1', [id]);
    return rows.length ? mapUser(rows[0]) : null;
  }

  async create(email: string, displayName: string): Promise<User> {
    const { rows } = await this.db.query(
      'INSERT INTO users (email, display_name) VALUES ($1, $2) RETURNING *',
      [email, displayName],
    );
    return mapUser(rows[0]);
  }

  async disable(id: string): Promise<void> {
    await this.db.query('UPDATE users SET disabled = true WHERE id = $1', [id]);
  }
}

export class SessionRepository {
  constructor(private readonly db: Queryable) {}

  async find(token: string): Promise<Session | null> {
    const { rows } = await this.db.query('SELECT * FROM sessions WHERE token = $1', [token]);
    if (!rows.length) {
      return null;
    }
    return { token: rows[0].token, userId: rows[0].user_id, expiresAt: new Date(rows[0].expires_at) };
  }

  async create(userId: string, ttlMs: number): Promise<Session> {
    const expiresAt = new Date(Date.now() + ttlMs);
    const { rows } = await this.db.query(
      'INSERT INTO sessions (user_id, expires_at) VALUES ($1, $2) RETURNING token',
      [userId, expiresAt],
    );
    return { token: rows[0].token, userId, expiresAt };
  }

  async revokeAllForUser(userId: string): Promise<number> {
    const result = await this.db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
    return result.rowCount ?? 0;
  }
}
