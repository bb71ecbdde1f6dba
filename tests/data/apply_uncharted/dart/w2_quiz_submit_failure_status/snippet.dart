  // ... existing code ...

  Future<AttemptResult> submit() async {
    // ... existing code ...
    _ticker?.cancel();
    _setStatus(SessionStatus.submitting);
    // ... existing code ...
    final AttemptResult result;
    try {
      result = await api.submitAttempt(attemptId, payload);
    } catch (_) {
      // Let the learner retry; an expired session stays expired.
      _setStatus(remaining == Duration.zero ? SessionStatus.expired : SessionStatus.running);
      rethrow;
    }
    _setStatus(SessionStatus.finished);
    return result;
  }

  // ... existing code ...
