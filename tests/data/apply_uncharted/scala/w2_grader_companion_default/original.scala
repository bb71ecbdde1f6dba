package academy.quiz.grading

import academy.quiz.model.{Answer, Question, QuestionType}

sealed trait GradeOutcome {
  def points: BigDecimal
}

object GradeOutcome {
  final case class Correct(points: BigDecimal) extends GradeOutcome
  final case class Partial(points: BigDecimal, reason: String) extends GradeOutcome
  case object Incorrect extends GradeOutcome {
    val points: BigDecimal = BigDecimal(0)
  }
  case object NeedsManualReview extends GradeOutcome {
    val points: BigDecimal = BigDecimal(0)
  }
}

final class QuestionGrader(policy: GradingPolicy) {

  def grade(question: Question, answer: Answer): GradeOutcome =
    question.kind match {
      case QuestionType.SingleChoice => exact(question, answer)
      case QuestionType.MultiSelect  => multiSelect(question, answer)
      case QuestionType.ShortAnswer  => shortAnswer(question, answer)
      case QuestionType.Essay        => GradeOutcome.NeedsManualReview
    }

  private def exact(question: Question, answer: Answer): GradeOutcome =
    if (answer.selected == question.correct) GradeOutcome.Correct(question.points)
    else GradeOutcome.Incorrect

  private def multiSelect(question: Question, answer: Answer): GradeOutcome = {
    val hits = (answer.selected intersect question.correct).size
    val wrong = (answer.selected diff question.correct).size
    if (hits == question.correct.size && wrong == 0) GradeOutcome.Correct(question.points)
    else if (!policy.partialCredit || hits <= wrong) GradeOutcome.Incorrect
    else {
      val ratio = BigDecimal(hits - wrong) / BigDecimal(question.correct.size)
      GradeOutcome.Partial(QuestionGrader.roundPoints(question.points * ratio), s"$hits of ${question.correct.size}")
    }
  }

  private def shortAnswer(question: Question, answer: Answer): GradeOutcome = {
    val typed = QuestionGrader.normalize(answer.text.getOrElse(""))
    val accepted = question.acceptedAnswers.map(QuestionGrader.normalize)
    if (accepted.contains(typed)) GradeOutcome.Correct(question.points)
    else if (policy.manualReviewForShortAnswers) GradeOutcome.NeedsManualReview
    else GradeOutcome.Incorrect
  }
}

object QuestionGrader {

  def roundPoints(value: BigDecimal): BigDecimal =
    value.setScale(2, BigDecimal.RoundingMode.HALF_UP)

  def normalize(text: String): String =
    text.trim.toLowerCase.replaceAll("\\s+", " ")
}

final case class GradingPolicy(
    partialCredit: Boolean,
    manualReviewForShortAnswers: Boolean
)
