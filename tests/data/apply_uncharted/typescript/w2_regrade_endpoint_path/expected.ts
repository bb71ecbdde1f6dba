import { API_BASE, authHeaders } from "./http";
import type { GradeReport, Quiz, QuizAttempt, QuizQuestion } from "./types";

export class QuizApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "QuizApiError";
  }
}

async function parseOrThrow<T>(res: Response): Promise<T> {
  if (!res.ok) {
    const body = await res.text();
    throw new QuizApiError(res.status, body || res.statusText);
  }
  return (await res.json()) as T;
}

export async function getQuiz(token: string, quizId: string): Promise<Quiz> {
  const res = await fetch(`${API_BASE}/quizzes/${quizId}`, {
    method: "GET",
    headers: authHeaders(token),
  });
  return parseOrThrow<Quiz>(res);
}

export async function listQuestions(token: string, quizId: string): Promise<QuizQuestion[]> {
  const res = await fetch(`${API_BASE}/quizzes/${quizId}/questions`, {
    method: "GET",
    headers: authHeaders(token),
  });
  return parseOrThrow<QuizQuestion[]>(res);
}

export async function startAttempt(token: string, quizId: string): Promise<QuizAttempt> {
  const res = await fetch(`${API_BASE}/quizzes/${quizId}/attempts`, {
    method: "POST",
    headers: authHeaders(token),
  });
  return parseOrThrow<QuizAttempt>(res);
}

export async function submitAttempt(
  token: string,
  attemptId: string,
  answers: Record<string, string[]>,
): Promise<QuizAttempt> {
  const res = await fetch(`${API_BASE}/attempts/${attemptId}/submit`, {
    method: "POST",
    headers: { ...authHeaders(token), "Content-Type": "application/json" },
    body: JSON.stringify({ answers }),
  });
  return parseOrThrow<QuizAttempt>(res);
}

export async function getGradeReport(token: string, attemptId: string): Promise<GradeReport> {
  const res = await fetch(`${API_BASE}/attempts/${attemptId}/grade`, {
    method: "GET",
    headers: authHeaders(token),
  });
  return parseOrThrow<GradeReport>(res);
}

export async function regradeAttempt(token: string, attemptId: string): Promise<GradeReport> {
  const res = await fetch(`${API_BASE}/attempts/${attemptId}/regrade`, {
    method: "POST",
    headers: authHeaders(token),
  });
  return parseOrThrow<GradeReport>(res);
}
