package com.learnhub.enrolment

import cats.effect.IO
import doobie._
import doobie.implicits._
import doobie.postgres.implicits._
import java.time.Instant
import java.util.UUID

final case class Enrolment(
    id: UUID,
    studentId: UUID,
    courseId: UUID,
    status: String,
    enrolledAt: Instant,
    completedAt: Option[Instant]
)

final class EnrolmentRepository(xa: Transactor[IO]) {

  def insert(e: Enrolment): IO[Unit] =
    sql"""INSERT INTO enrolments (id, student_id, course_id, status, enrolled_at, completed_at)
          VALUES (${e.id}, ${e.studentId}, ${e.courseId}, ${e.status}, ${e.enrolledAt}, ${e.completedAt})""".update.run
      .transact(xa)
      .void

  def findActive(studentId: UUID, courseId: UUID): IO[Option[Enrolment]] =
    sql"""SELECT id, student_id, course_id, status, enrolled_at, completed_at
          FROM enrolments
          WHERE student_id = $studentId AND course_id = $courseId AND status = 'active'"""
      .query[Enrolment]
      .option
      .transact(xa)

  def listForCourse(courseId: UUID, limit: Int, offset: Int): IO[List[Enrolment]] =
    sql"""SELECT id, student_id, course_id, status, enrolled_at, completed_at
          FROM enrolments
          WHERE course_id = $courseId
          ORDER BY enrolled_at DESC
          LIMIT $limit OFFSET $offset"""
      .query[Enrolment]
      .to[List]
      .transact(xa)

  def markCompleted(id: UUID, at: Instant): IO[Int] =
    sql"""UPDATE enrolments SET status = 'completed', completed_at = $at WHERE id = $id""".update.run
      .transact(xa)

  def withdraw(id: UUID): IO[Int] =
    sql"""UPDATE enrolments SET status = 'withdrawn' WHERE id = $id AND status = 'active'""".update.run
      .transact(xa)
}
