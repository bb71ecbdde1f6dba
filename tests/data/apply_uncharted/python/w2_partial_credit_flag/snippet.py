# ... existing code ...


def score_multi_select(
    question: Question, answer: set[str], *, allow_partial: bool
) -> Decimal:
    correct = question.correct_options
    if answer == correct:
        return question.points
    if not allow_partial:
        return Decimal("0")
    hits = len(answer & correct)
    # ... existing code ...


def score_question(
    question: Question, answer: set[str], *, allow_partial: bool = False
) -> QuestionScore:
    if question.kind is QuestionKind.MULTI_SELECT:
        earned = score_multi_select(question, answer, allow_partial=allow_partial)
    else:
        earned = score_single_choice(question, answer)
    return QuestionScore(question.id, earned, question.points)


def score_attempt(attempt: Attempt) -> list[QuestionScore]:
    allow_partial = attempt.quiz.allow_partial_credit
    scores = []
    for question in attempt.quiz.questions:
        answer = attempt.answers.get(question.id, set())
        scores.append(score_question(question, answer, allow_partial=allow_partial))
    # ... existing code ...
