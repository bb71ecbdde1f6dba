package com.acme.accounts.db

import scala.concurrent.{ExecutionContext, Future}

import slick.jdbc.PostgresProfile.api._

import com.acme.accounts.model.{Role, User, UserId}

class UsersTable(tag: Tag) extends Table[User](tag, "users") {
  def id        = column[UserId]("id", O.PrimaryKey, O.AutoInc)
  def email     = column[String]("email", O.Unique)
  def name      = column[String]("name")
  def role      = column[Role]("role")
  def active    = column[Boolean]("active")
  def createdAt = column[java.time.Instant]("created_at")

  def * = (id, email, name, role, active, createdAt).mapTo[User]
}

class UserRepository(db: Database)(implicit ec: ExecutionContext) {
  private val users = TableQuery[UsersTable]

  def findById(id: UserId): Future[Option[User]] =
    db.run(users.filter(_.id === id).result.headOption)

  def findByEmail(email: String): Future[Option[User]] =
    db.run(users.filter(_.email === email.trim.toLowerCase).result.headOption)

  def listActive(): Future[Seq[User]] =
    db.run(
      users
        .filter(_.active)
        .sortBy(_.createdAt.desc)
        .result
    )

  def listByRole(role: Role, limit: Int = 50, offset: Int = 0): Future[Seq[User]] =
    db.run(
      users
        .filter(u => u.role === role && u.active)
        .sortBy(_.createdAt.desc)
        .drop(offset)
        .take(limit)
        .result
    )

  def countByRole(role: Role): Future[Int] =
    db.run(users.filter(u => u.role === role && u.active).length.result)

  def insert(user: User): Future[User] =
    db.run((users returning users.map(_.id) into ((u, id) => u.copy(id = id))) += user)

  def deactivate(id: UserId): Future[Boolean] =
    db.run(users.filter(_.id === id).map(_.active).update(false)).map(_ == 1)
}
