import { useCallback, useMemo, useState } from "react";

import { submitAttempt } from "../api/quizzes";
import type { Question, QuizAttemptResult } from "../types/quiz";
import { ProgressBar } from "./ProgressBar";
import { QuestionCard } from "./QuestionCard";

interface QuizPlayerProps {
  quizId: string;
  enrolmentId: string;
  questions: Question[];
  timeLimitSeconds?: number;
  onFinished: (result: QuizAttemptResult) => void;
}

type AnswerMap = Record<string, string[]>;

export function QuizPlayer({ quizId, enrolmentId, questions, timeLimitSeconds, onFinished }: QuizPlayerProps) {
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<AnswerMap>({});
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const current = questions[index];
  const answeredCount = useMemo(
    () => questions.filter((q) => (answers[q.id] ?? []).length > 0).length,
    [questions, answers],
  );

  const handleAnswer = useCallback((questionId: string, selected: string[]) => {
    setAnswers((prev) => ({ ...prev, [questionId]: selected }));
  }, []);

  const handleSubmit = useCallback(async () => {
    if (submitting) return;
    const unanswered = questions.length - answeredCount;
    if (unanswered > 0 && !window.confirm(`You have ${unanswered} unanswered question(s). Submit anyway?`)) {
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const result = await submitAttempt({
        quizId,
        enrolmentId,
        answers: Object.entries(answers).map(([questionId, selected]) => ({ questionId, selected })),
      });
      onFinished(result);
    } catch (err) {
      setError(err instanceof Error ? err.message : "Could not submit your answers");
    } finally {
      setSubmitting(false);
    }
  }, [submitting, questions.length, answeredCount, quizId, enrolmentId, answers, onFinished]);

  const isLast = index === questions.length - 1;

  return (
    <section className="quiz-player" aria-busy={submitting}>
      <header className="quiz-player__header">
        <ProgressBar value={answeredCount} max={questions.length} />
        {timeLimitSeconds !== undefined && (
          <span className="quiz-player__limit">{Math.round(timeLimitSeconds / 60)} min</span>
        )}
      </header>

      <QuestionCard
        question={current}
        selected={answers[current.id] ?? []}
        onChange={(selected) => handleAnswer(current.id, selected)}
      />

      {error && (
        <p className="quiz-player__error" role="alert">
          {error}
        </p>
      )}

      <footer className="quiz-player__nav">
        <button type="button" disabled={index === 0} onClick={() => setIndex((i) => i - 1)}>
          Previous
        </button>
        {isLast ? (
          <button type="button" disabled={submitting} onClick={handleSubmit}>
            {submitting ? "Submitting…" : "Submit quiz"}
          </button>
        ) : (
          <button type="button" onClick={() => setIndex((i) => i + 1)}>
            Next
          </button>
        )}
      </footer>
    </section>
  );
}
