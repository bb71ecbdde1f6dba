package com.acme.accounts.service

import cats.effect.IO
import cats.syntax.all._
import com.acme.accounts.audit.{AuditEvent, AuditLog}
import com.acme.accounts.model.{Email, User, UserId}
import com.acme.accounts.repo.UserRepository
import org.typelevel.log4cats.Logger

import java.time.{Clock, Instant}
import scala.concurrent.duration._

final case class UserNotFound(id: UserId) extends RuntimeException(s"user ${id.value} not found")

final class UserService(
    repo: UserRepository,
    audit: AuditLog,
    clock: Clock
)(implicit logger: Logger[IO]) {

  def find(id: UserId): IO[Option[User]] =
    repo.findById(id)

  def findOrFail(id: UserId): IO[User] =
    repo.findById(id).flatMap {
      case Some(user) => IO.pure(user)
      case None       => IO.raiseError(UserNotFound(id))
    }

  def findByEmail(email: Email): IO[Option[User]] =
    repo
      .findByEmail(email.normalized)
      .timeout(3.seconds)
      .handleErrorWith { err =>
        logger.warn(err)("lookup by email failed") *> IO.pure(None)
      }

  def register(email: Email, name: String): IO[User] =
    for {
      now  <- IO(Instant.now(clock))
      user  = User(UserId.random(), email.normalized, name, active = true, createdAt = now)
      _    <- repo.insert(user)
      _    <- audit.record(AuditEvent.UserRegistered(user.id, now))
      _    <- logger.info(s"registered user ${user.id.value}")
    } yield user

  def deactivate(id: UserId): IO[Unit] =
    for {
      user <- findOrFail(id)
      now  <- IO(Instant.now(clock))
      _    <- repo.update(user.copy(active = false))
      _    <- audit.record(AuditEvent.UserDeactivated(id, now))
    } yield ()

  def rename(id: UserId, newName: String): IO[User] =
    for {
      user    <- findOrFail(id)
      renamed  = user.copy(name = newName.trim)
      _       <- repo.update(renamed)
    } yield renamed
}
