export class UserRepository {
  // ... existing methods ...

  async findByEmail(email: string): Promise<User | null> {
    const { rows } = await this.db.query('SELECT * FROM users WHERE lower(email) = lower($1)', [email]);
    return rows.length ? mapUser(rows[0]) : null;
  }
}
