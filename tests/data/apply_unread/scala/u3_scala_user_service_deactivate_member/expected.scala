package io.acme.accounts.service

import io.acme.accounts.model.{Email, User, UserId}
import io.acme.accounts.repo.UserRepository
import io.acme.accounts.events.{EventBus, UserEvent}

import java.time.Clock
import scala.concurrent.{ExecutionContext, Future}

class UserService(repo: UserRepository, events: EventBus, clock: Clock)(implicit ec: ExecutionContext) {
  import UserService._

  def find(id: UserId): Future[Option[User]] =
    repo.findById(id)

  def findByEmail(email: Email): Future[Option[User]] =
    repo.findByEmail(email.normalized)

  def register(email: Email, name: String): Future[Either[Error, User]] =
    repo.findByEmail(email.normalized).flatMap {
      case Some(_) => Future.successful(Left(EmailTaken(email)))
      case None =>
        val user = User.create(email.normalized, name.trim, clock.instant())
        for {
          saved <- repo.insert(user)
          _     <- events.publish(UserEvent.Registered(saved.id, clock.instant()))
        } yield Right(saved)
    }

  def rename(id: UserId, name: String): Future[Either[Error, User]] =
    if (name.trim.isEmpty) Future.successful(Left(InvalidName(name)))
    else
      repo.findById(id).flatMap {
        case None       => Future.successful(Left(NotFound(id)))
        case Some(user) => repo.update(user.copy(name = name.trim)).map(Right(_))
      }

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

object UserService {
  sealed trait Error extends Product with Serializable
  final case class NotFound(id: UserId) extends Error
  final case class EmailTaken(email: Email) extends Error
  final case class InvalidName(name: String) extends Error
  final case class AlreadyDeactivated(id: UserId) extends Error
}
