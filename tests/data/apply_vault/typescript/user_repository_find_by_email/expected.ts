import type { Database } from '../db';
import type { NewUser, User, UserPatch } from '../domain/user';

interface UserRow {
  id: string;
  email: string;
  display_name: string;
  created_at: Date;
  disabled: boolean;
}

function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    createdAt: row.created_at,
    disabled: row.disabled,
  };
}

export class UserRepository {
  constructor(private readonly db: Database) {}

  async findById(id: string): Promise<User | null> {
    const rows = await this.db.query<UserRow>(
      'SELECT * FROM users WHERE id = $1 LIMIT 1',
      [id],
    );
    return rows.length ? toUser(rows[0]) : null;
  }

  async findAll(limit = 100, offset = 0): Promise<User[]> {
    const rows = await this.db.query<UserRow>(
      'SELECT * FROM users ORDER BY created_at DESC LIMIT $1 OFFSET $2',
      [limit, offset],
    );
    return rows.map(toUser);
  }

  async create(input: NewUser): Promise<User> {
    const rows = await this.db.query<UserRow>(
      'INSERT INTO users (email, display_name) VALUES ($1, $2) RETURNING *',
      [input.email, input.displayName],
    );
    return toUser(rows[0]);
  }

  async update(id: string, patch: UserPatch): Promise<User | null> {
    const rows = await this.db.query<UserRow>(
      `UPDATE users
          SET display_name = COALESCE($2, display_name),
              disabled = COALESCE($3, disabled)
        WHERE id = $1
      RETURNING *`,
      [id, patch.displayName ?? null, patch.disabled ?? null],
    );
    return rows.length ? toUser(rows[0]) : null;
  }

  async delete(id: string): Promise<boolean> {
    const result = await this.db.execute('DELETE FROM users WHERE id = $1', [id]);
    return result.rowCount > 0;
  }

  async findByEmail(email: string): Promise<User | null> {
    const rows = await this.db.query<UserRow>(
      'SELECT * FROM users WHERE lower(email) = lower($1) LIMIT 1',
      [email.trim()],
    );
    return rows.length ? toUser(rows[0]) : null;
  }
}

export function createUserRepository(db: Database): UserRepository {
  return new UserRepository(db);
}
