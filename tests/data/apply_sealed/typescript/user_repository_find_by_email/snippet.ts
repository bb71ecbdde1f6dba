export class UserRepository {
  // ... existing methods ...

  async findByEmail(email: string): Promise<User | null> {
    const { rows } = await this.db.query<UserRow>("SELECT * FROM users WHERE email = $1", [
      email.toLowerCase(),
    ]);
    return rows[0] ? toUser(rows[0]) : null;
  }
}
