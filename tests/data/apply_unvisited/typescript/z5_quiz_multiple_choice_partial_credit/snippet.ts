// ... existing code ...

export function gradeMultipleChoice(question: Question, submission: Submission): GradeResult {
  // ... existing code ...
  return {
    points: correct ? question.maxPoints : Math.max(0, ((hits - misses) / question.correctOptions.length) * question.maxPoints),
    feedback: correct ? "Correct" : "Incorrect",
  };
}

// ... existing code ...
