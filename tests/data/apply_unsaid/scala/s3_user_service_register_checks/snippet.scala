  def register(email: String, password: String): Future[Either[AccountError, User]] = {
    val normalized = email.trim.toLowerCase
    if (!normalized.matches("""[^@\s]+@[^@\s]+\.[^@\s]+""")) Future.successful(Left(AccountError.InvalidEmail))
    else if (password.length < 8) Future.successful(Left(AccountError.WeakPassword))
    else
      repo.findByEmail(normalized).flatMap {
        case Some(_) => Future.successful(Left(AccountError.EmailTaken))
        case None =>
          val user = User(
            id = UserId(UUID.randomUUID()),
            email = normalized,
            passwordHash = hasher.hash(password),
            createdAt = Instant.now(),
            active = true
          )
          repo.insert(user).map(_ => Right(user))
      }
  }
