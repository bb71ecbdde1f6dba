package com.example.accounts.validation

import cats.data.ValidatedNec
import cats.syntax.all._

final case class FieldError(field: String, message: String)

object SignupValidators {

  type Result[A] = ValidatedNec[FieldError, A]

  private val EmailPattern = "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$".r

  private def invalid[A](field: String, message: String): Result[A] =
    FieldError(field, message).invalidNec

  def username(value: String): Result[String] = {
    val trimmed = value.trim
    if (trimmed.isEmpty) invalid("username", "is required")
    else if (trimmed.length < 3) invalid("username", "is too short")
    else if (trimmed.length > 32) invalid("username", "is too long")
    else trimmed.validNec
  }

  def displayName(value: String): Result[String] = {
    val trimmed = value.trim
    if (trimmed.isEmpty) invalid("displayName", "is required")
    else if (trimmed.length < 1) invalid("displayName", "is too short")
    else if (trimmed.length > 64) invalid("displayName", "is too long")
    else trimmed.validNec
  }

  def bio(value: String): Result[String] = {
    val trimmed = value.trim
    if (trimmed.isEmpty) "".validNec
    else if (trimmed.length < 1) invalid("bio", "is too short")
    else if (trimmed.length > 64) invalid("bio", "is too long")
    else trimmed.validNec
  }

  def email(value: String): Result[String] = {
    val trimmed = value.trim.toLowerCase
    if (trimmed.isEmpty) invalid("email", "is required")
    else if (EmailPattern.matches(trimmed)) trimmed.validNec
    else invalid("email", "is not a valid address")
  }

  def password(value: String): Result[String] =
    if (value.length < 12) invalid("password", "must be at least 12 characters")
    else if (!value.exists(_.isDigit)) invalid("password", "must contain a digit")
    else value.validNec

  def signup(form: SignupForm): Result[Signup] =
    (username(form.username), displayName(form.displayName), bio(form.bio), email(form.email), password(form.password))
      .mapN(Signup.apply)
}
