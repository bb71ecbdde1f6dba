package accounts.service

import java.time.Instant
import java.util.UUID

import scala.concurrent.{ExecutionContext, Future}

import accounts.model.{User, UserId}
import accounts.repo.UserRepository
import accounts.security.PasswordHasher

sealed trait AccountError
object AccountError {
  case object EmailTaken extends AccountError
  case object InvalidEmail extends AccountError
  case object WeakPassword extends AccountError
  case object InvalidCredentials extends AccountError
  case object NotFound extends AccountError
}

class UserService(repo: UserRepository, hasher: PasswordHasher)(implicit ec: ExecutionContext) {

  def register(email: String, password: String): Future[Either[AccountError, User]] = {
    if (password.length < 8) Future.successful(Left(AccountError.WeakPassword))
    else {
      val user = User(
        id = UserId(UUID.randomUUID()),
        email = email,
        passwordHash = hasher.hash(password),
        createdAt = Instant.now(),
        active = true
      )
      repo.insert(user).map(_ => Right(user))
    }
  }

  def login(email: String, password: String): Future[Either[AccountError, User]] =
    repo.findByEmail(email.trim.toLowerCase).map {
      case Some(user) if user.active && hasher.verify(password, user.passwordHash) => Right(user)
      case _ => Left(AccountError.InvalidCredentials)
    }

  def changePassword(id: UserId, oldPassword: String, newPassword: String): Future[Either[AccountError, Unit]] =
    repo.findById(id).flatMap {
      case None => Future.successful(Left(AccountError.NotFound))
      case Some(user) if !hasher.verify(oldPassword, user.passwordHash) =>
        Future.successful(Left(AccountError.InvalidCredentials))
      case Some(_) if newPassword.length < 8 =>
        Future.successful(Left(AccountError.WeakPassword))
      case Some(user) =>
        repo.update(user.copy(passwordHash = hasher.hash(newPassword))).map(_ => Right(()))
    }

  def deactivate(id: UserId): Future[Either[AccountError, Unit]] =
    repo.findById(id).flatMap {
      case None       => Future.successful(Left(AccountError.NotFound))
      case Some(user) => repo.update(user.copy(active = false)).map(_ => Right(()))
    }
}
