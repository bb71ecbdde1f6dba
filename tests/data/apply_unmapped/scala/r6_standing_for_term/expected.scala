package edu.northfield.registrar.transcripts

import java.time.LocalDate

import scala.math.BigDecimal.RoundingMode

final case class CourseResult(code: String, term: String, credits: Int, grade: String)

final case class TermSummary(term: String, attempted: Int, earned: Int, gpa: BigDecimal)

sealed trait Standing
object Standing {
  case object Good extends Standing
  case object DeansList extends Standing
  case object Probation extends Standing
  case object Suspension extends Standing
}

class TranscriptService(gradePoints: Map[String, BigDecimal]) {

  private val nonGpaGrades = Set("W", "INC", "AU")

  private def countsTowardGpa(result: CourseResult): Boolean =
    !nonGpaGrades.contains(result.grade)

  private def isPass(result: CourseResult): Boolean =
    countsTowardGpa(result) && result.grade != "F"

  def attemptedCredits(results: Seq[CourseResult]): Int =
    results.filter(countsTowardGpa).map(_.credits).sum

  def earnedCredits(results: Seq[CourseResult]): Int =
    results.filter(isPass).map(_.credits).sum

  def gpa(results: Seq[CourseResult]): BigDecimal = {
    val counted = results.filter(countsTowardGpa)
    val credits = counted.map(_.credits).sum
    if (credits == 0) BigDecimal(0)
    else {
      val points = counted.map(r => gradePoints.getOrElse(r.grade, BigDecimal(0)) * r.credits).sum
      (points / credits).setScale(2, RoundingMode.HALF_UP)
    }
  }

  def termSummaries(results: Seq[CourseResult]): Seq[TermSummary] =
    results
      .groupBy(_.term)
      .toSeq
      .sortBy(_._1)
      .map { case (term, termResults) =>
        TermSummary(term, attemptedCredits(termResults), earnedCredits(termResults), gpa(termResults))
      }

  def standingFor(summary: TermSummary, cumulativeGpa: BigDecimal): Standing =
    if (cumulativeGpa < BigDecimal("1.5")) Standing.Suspension
    else if (cumulativeGpa < BigDecimal("2.0")) Standing.Probation
    else if (summary.attempted >= 12 && summary.earned == summary.attempted && summary.gpa >= BigDecimal("3.5"))
      Standing.DeansList
    else Standing.Good

  def header(studentId: String, name: String, issued: LocalDate): String =
    s"""OFFICIAL TRANSCRIPT
       |Student: $name ($studentId)
       |Issued: $issued""".stripMargin

  def render(studentId: String, name: String, results: Seq[CourseResult], issued: LocalDate): String = {
    val lines = termSummaries(results).map { s =>
      f"${s.term}%-10s attempted ${s.attempted}%3d earned ${s.earned}%3d GPA ${s.gpa}"
    }
    val cumulative = gpa(results)
    (header(studentId, name, issued) +: lines :+ s"Cumulative GPA: $cumulative").mkString("\n")
  }
}
