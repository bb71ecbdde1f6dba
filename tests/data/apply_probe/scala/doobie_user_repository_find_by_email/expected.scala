package com.acme.accounts.repo

import java.time.Instant
import java.util.UUID

import cats.effect.MonadCancelThrow
import cats.syntax.all._
import doobie._
import doobie.implicits._
import doobie.postgres.implicits._

final case class User(id: UUID, email: String, name: String, createdAt: Instant)
final case class NewUser(email: String, name: String)

trait UserRepository[F[_]] {
  def findById(id: UUID): F[Option[User]]
  def create(user: NewUser): F[User]
  def rename(id: UUID, name: String): F[Boolean]
  def delete(id: UUID): F[Boolean]
}

final class DoobieUserRepository[F[_]: MonadCancelThrow](xa: Transactor[F]) extends UserRepository[F] {

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
    sql"""INSERT INTO users (id, email, name, created_at)
          VALUES (gen_random_uuid(), ${user.email}, ${user.name}, now())"""
      .update
      .withUniqueGeneratedKeys[User]("id", "email", "name", "created_at")
      .transact(xa)

  def rename(id: UUID, name: String): F[Boolean] =
    sql"UPDATE users SET name = $name WHERE id = $id"
      .update
      .run
      .map(_ == 1)
      .transact(xa)

  def delete(id: UUID): F[Boolean] =
    sql"DELETE FROM users WHERE id = $id"
      .update
      .run
      .map(_ == 1)
      .transact(xa)
}
