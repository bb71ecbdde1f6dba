object QuestionGrader {

  // ... existing code ...

  def normalize(text: String): String =
    text.trim.toLowerCase.replaceAll("\\s+", " ").stripSuffix(".")

  val default: QuestionGrader =
    new QuestionGrader(GradingPolicy(partialCredit = true, manualReviewForShortAnswers = false))
}
