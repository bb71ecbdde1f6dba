  // ... existing code ...
      .query[Enrolment]
      .option
      .transact(xa)

  def countByStatus(courseId: UUID): IO[Map[String, Int]] =
    sql"""SELECT status, COUNT(*)
          FROM enrolments
          WHERE course_id = $courseId
          GROUP BY status"""
      .query[(String, Int)]
      .to[List]
      .map(_.toMap)
      .transact(xa)

  def listForCourse(courseId: UUID, limit: Int, offset: Int): IO[List[Enrolment]] =
    // ... existing code ...
