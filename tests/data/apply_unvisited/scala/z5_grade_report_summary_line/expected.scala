package com.learnhub.grading

import java.time.format.DateTimeFormatter
import java.time.{Instant, ZoneOffset}

final case class QuizResult(
    studentName: String,
    quizTitle: String,
    score: BigDecimal,
    maxScore: BigDecimal,
    passed: Boolean,
    gradedAt: Instant
)

object GradeReport {

  private val dateFormat: DateTimeFormatter =
    DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm").withZone(ZoneOffset.UTC)

  private def percent(r: QuizResult): BigDecimal =
    if (r.maxScore == 0) BigDecimal(0)
    else (r.score / r.maxScore * 100).setScale(1, BigDecimal.RoundingMode.HALF_UP)

  private def row(r: QuizResult): String =
    List(
      r.studentName,
      r.quizTitle,
      s"${r.score}/${r.maxScore}",
      s"${percent(r)}%",
      if (r.passed) "PASS" else "FAIL",
      dateFormat.format(r.gradedAt)
    ).mkString(" | ")

  def header: String =
    List("Student", "Quiz", "Score", "Percent", "Result", "Graded at").mkString(" | ")

  def passRate(results: Seq[QuizResult]): BigDecimal =
    if (results.isEmpty) BigDecimal(0)
    else (BigDecimal(results.count(_.passed)) / results.size * 100).setScale(1, BigDecimal.RoundingMode.HALF_UP)

  def render(results: Seq[QuizResult]): String = {
    val sorted = results.sortBy(r => (r.quizTitle, r.studentName))
    val lines  = sorted.map(row)
    val summary = s"${results.size} results, pass rate ${passRate(results)}%"
    (header +: lines :+ summary).mkString("\n")
  }

  def renderCsv(results: Seq[QuizResult]): String = {
    val lines = results.map(r => s"${r.studentName},${r.quizTitle},${r.score},${r.maxScore},${r.passed}")
    ("student,quiz,score,max_score,passed" +: lines).mkString("\n")
  }
}
