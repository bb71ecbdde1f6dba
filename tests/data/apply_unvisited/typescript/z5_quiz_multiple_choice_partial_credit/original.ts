import { Question, Submission, GradeResult } from "./types";
import { normalizeText } from "../util/text";

const NO_ANSWER: GradeResult = { points: 0, feedback: "No answer submitted" };

export function gradeSingleChoice(question: Question, submission: Submission): GradeResult {
  const answer = submission.answers[question.id];
  if (!answer || answer.length === 0) {
    return NO_ANSWER;
  }
  const correct = answer[0] === question.correctOptions[0];
  return {
    points: correct ? question.maxPoints : 0,
    feedback: correct ? "Correct" : "Incorrect",
  };
}

export function gradeMultipleChoice(question: Question, submission: Submission): GradeResult {
  const answer = submission.answers[question.id];
  if (!answer || answer.length === 0) {
    return NO_ANSWER;
  }
  const selected = new Set(answer);
  const hits = question.correctOptions.filter((opt) => selected.has(opt)).length;
  const misses = answer.length - hits;
  const correct = hits === question.correctOptions.length && misses === 0;
  return {
    points: correct ? question.maxPoints : 0,
    feedback: correct ? "Correct" : "Incorrect",
  };
}

export function gradeShortText(question: Question, submission: Submission): GradeResult {
  const answer = submission.answers[question.id];
  if (!answer || answer.length === 0) {
    return NO_ANSWER;
  }
  const given = normalizeText(answer[0]);
  const correct = question.acceptedAnswers.some((a) => normalizeText(a) === given);
  return {
    points: correct ? question.maxPoints : 0,
    feedback: correct ? "Correct" : "Incorrect",
  };
}

export function gradeQuestion(question: Question, submission: Submission): GradeResult {
  switch (question.type) {
    case "single":
      return gradeSingleChoice(question, submission);
    case "multiple":
      return gradeMultipleChoice(question, submission);
    case "short_text":
      return gradeShortText(question, submission);
    default:
      throw new Error(`Unsupported question type: ${question.type}`);
  }
}

export function totalScore(results: GradeResult[]): number {
  return results.reduce((sum, r) => sum + r.points, 0);
}
