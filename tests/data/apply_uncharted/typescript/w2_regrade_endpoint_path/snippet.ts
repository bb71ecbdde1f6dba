// ... existing code ...

export async function regradeAttempt(token: string, attemptId: string): Promise<GradeReport> {
  const res = await fetch(`${API_BASE}/attempts/${attemptId}/regrade`, {
    method: "POST",
    headers: authHeaders(token),
  });
  // ... existing code ...
}
