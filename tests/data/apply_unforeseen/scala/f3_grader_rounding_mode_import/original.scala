package io.learnhub.grading

import java.time.{Duration, Instant}

import io.learnhub.grading.model._

final case class GradingPolicy(
    passMark: BigDecimal,
    latePenaltyPerHour: BigDecimal,
    maxLatePenalty: BigDecimal,
    negativeMarking: Boolean
)

object GradingPolicy {
  val Default: GradingPolicy = GradingPolicy(
    passMark = BigDecimal("0.70"),
    latePenaltyPerHour = BigDecimal("0.05"),
    maxLatePenalty = BigDecimal("0.50"),
    negativeMarking = false
  )
}

class QuizGrader(policy: GradingPolicy) {

  def grade(quiz: Quiz, attempt: Attempt): GradeResult = {
    val perQuestion = quiz.questions.map { q =>
      q.id -> scoreQuestion(q, attempt.answers.get(q.id))
    }.toMap

    val raw = perQuestion.values.sum
    val max = quiz.questions.map(_.points).sum
    val penalty = latePenalty(quiz.dueAt, attempt.submittedAt)
    val percentage =
      if (max == 0) BigDecimal(0)
      else ((raw / max) * (BigDecimal(1) - penalty)).max(BigDecimal(0))

    GradeResult(
      attemptId = attempt.id,
      perQuestion = perQuestion,
      percentage = percentage,
      passed = percentage >= policy.passMark,
      latePenalty = penalty
    )
  }

  private def scoreQuestion(question: Question, answer: Option[AnswerValue]): BigDecimal =
    (question, answer) match {
      case (_, None) => BigDecimal(0)
      case (q: SingleChoice, Some(Choice(id))) =>
        if (id == q.correctOptionId) q.points else wrongAnswerScore(q)
      case (q: MultiChoice, Some(Choices(ids))) =>
        val hits = ids.count(q.correctOptionIds.contains)
        val misses = ids.size - hits
        val perOption = q.points / q.correctOptionIds.size
        val deduction = if (policy.negativeMarking) perOption * misses else BigDecimal(0)
        (perOption * hits - deduction).max(BigDecimal(0))
      case (q: NumericAnswer, Some(Number(value))) =>
        if ((value - q.expected).abs <= q.tolerance) q.points else wrongAnswerScore(q)
      case _ => BigDecimal(0)
    }

  private def wrongAnswerScore(question: Question): BigDecimal =
    if (policy.negativeMarking) -question.points / 4 else BigDecimal(0)

  private def latePenalty(dueAt: Option[Instant], submittedAt: Instant): BigDecimal =
    dueAt match {
      case Some(due) if submittedAt.isAfter(due) =>
        val hoursLate = BigDecimal(Duration.between(due, submittedAt).toMinutes) / 60
        (hoursLate.setScale(0, BigDecimal.RoundingMode.CEILING) * policy.latePenaltyPerHour)
          .min(policy.maxLatePenalty)
      case _ => BigDecimal(0)
    }
}
