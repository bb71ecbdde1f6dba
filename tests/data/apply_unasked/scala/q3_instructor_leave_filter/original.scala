package ch.alpenrose.skischool.schedule

import java.time.{LocalDate, LocalTime}

final case class Instructor(
    id: String,
    name: String,
    languages: Set[String],
    maxLevel: Int,
    onLeave: Set[LocalDate] = Set.empty
)

final case class Lesson(
    id: String,
    date: LocalDate,
    start: LocalTime,
    level: Int,
    language: String,
    instructorId: Option[String]
)

class LessonScheduler(instructors: Seq[Instructor], lessons: Seq[Lesson]) {

  def unassigned(date: LocalDate): Seq[Lesson] =
    lessons
      .filter(l => l.date == date && l.instructorId.isEmpty)
      .sortBy(_.start)

  def lessonsFor(instructorId: String, date: LocalDate): Seq[Lesson] =
    lessons
      .filter(l => l.date == date && l.instructorId.contains(instructorId))
      .sortBy(_.start)

  def freeInstructors(date: LocalDate, start: LocalTime): Seq[Instructor] = {
    val busy = busyAt(date, start)
    instructors
      .filterNot(i => busy.contains(i.id))
  }

  def eligibleInstructors(lesson: Lesson): Seq[Instructor] = {
    val busy = busyAt(lesson.date, lesson.start)
    instructors
      .filter(i => i.languages.contains(lesson.language))
      .filter(i => i.maxLevel >= lesson.level)
      .filterNot(i => busy.contains(i.id))
  }

  def dailyLoad(date: LocalDate): Map[String, Int] = {
    val assigned = lessons.filter(_.date == date).flatMap(_.instructorId)
    instructors.map(i => i.id -> assigned.count(_ == i.id)).toMap
  }

  def suggestInstructor(lesson: Lesson): Option[Instructor] = {
    val load = dailyLoad(lesson.date)
    eligibleInstructors(lesson).sortBy(i => load.getOrElse(i.id, 0)).headOption
  }

  private def busyAt(date: LocalDate, start: LocalTime): Set[String] =
    lessons
      .filter(l => l.date == date && l.start == start)
      .flatMap(_.instructorId)
      .toSet
}
