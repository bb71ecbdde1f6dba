class UserService(repo: UserRepository, events: EventBus, clock: Clock)(implicit ec: ExecutionContext) {
  // ... existing methods ...

  def deactivate(id: UserId): Future[Either[Error, User]] =
    repo.findById(id).flatMap {
      case None => Future.successful(Left(NotFound(id)))
      case Some(user) if user.deactivatedAt.nonEmpty => Future.successful(Left(AlreadyDeactivated(id)))
      case Some(user) =>
        val now = clock.instant()
        for {
          saved <- repo.update(user.copy(deactivatedAt = Some(now)))
          _     <- events.publish(UserEvent.Deactivated(saved.id, now))
        } yield Right(saved)
    }
}
