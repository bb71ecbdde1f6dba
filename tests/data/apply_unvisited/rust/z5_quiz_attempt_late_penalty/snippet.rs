// ... existing code ...

/// Scores a graded attempt against the quiz policy.
pub fn score_attempt(
    questions: &[Question],
    answers: &[Option<Answer>],
    policy: &QuizPolicy,
    submitted_at: DateTime<Utc>,
) -> AttemptScore {
    let possible: f64 = questions.iter().map(|q| q.points).sum();
    let raw: f64 = questions
        .iter()
        .zip(answers.iter())
        .map(|(q, a)| points_for(q, a.as_ref()))
        .sum();
    let earned = match policy.due_at {
        Some(due) if submitted_at > due => raw * (1.0 - policy.late_penalty),
        _ => raw,
    };
    let percent = if possible > 0.0 { earned / possible * 100.0 } else { 0.0 };
    AttemptScore {
        earned,
        possible,
        percent,
        passed: percent >= policy.passing_percent,
    }
}

// ... existing code ...
