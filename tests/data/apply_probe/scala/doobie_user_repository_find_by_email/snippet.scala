  def findById(id: UUID): F[Option[User]] =
    sql"SELECT id, email, name, created_at FROM users WHERE id = $id"
      .query[User]
      .option
      .transact(xa)

  def findByEmail(email: String): F[Option[User]] =
    sql"SELECT id, email, name, created_at FROM users WHERE lower(email) = lower($email)"
      .query[User]
      .option
      .transact(xa)

  def create(user: NewUser): F[User] =
    // ... existing code ...
