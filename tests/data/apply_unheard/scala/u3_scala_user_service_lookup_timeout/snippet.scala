package com.acme.accounts.service

import cats.effect.IO
import cats.syntax.all._
import com.acme.accounts.audit.{AuditEvent, AuditLog}
import com.acme.accounts.model.{Email, User, UserId}
import com.acme.accounts.repo.UserRepository
import org.typelevel.log4cats.Logger

import java.time.{Clock, Instant}
import scala.concurrent.duration._

// ... existing code ...

  def findByEmail(email: Email): IO[Option[User]] =
    repo
      .findByEmail(email.normalized)
      .timeout(3.seconds)
      .handleErrorWith { err =>
        logger.warn(err)("lookup by email failed") *> IO.pure(None)
      }

// ... existing code ...
