// ... existing code ...

  const handleSubmit = useCallback(async () => {
    if (submitting) return;
    const unanswered = questions.length - answeredCount;
    if (unanswered > 0 && !window.confirm(`You have ${unanswered} unanswered question(s). Submit anyway?`)) {
      return;
    }
    // ... existing code ...
  }, [submitting, questions.length, answeredCount, quizId, enrolmentId, answers, onFinished]);

// ... existing code ...
