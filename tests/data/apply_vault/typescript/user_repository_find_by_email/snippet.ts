export class UserRepository {
  // ... existing methods ...

  async findByEmail(email: string): Promise<User | null> {
    const rows = await this.db.query<UserRow>(
      'SELECT * FROM users WHERE lower(email) = lower($1) LIMIT 1',
      [email.trim()],
    );
    return rows.length ? toUser(rows[0]) : null;
  }
}
