  // ... existing code ...

  def listByRole(role: Role, limit: Int = 50, offset: Int = 0): Future[Seq[User]] =
    db.run(
      users
        .filter(u => u.role === role && u.active)
        .sortBy(_.createdAt.desc)
        .drop(offset)
        .take(limit)
        .result
    )

  // ... existing code ...
