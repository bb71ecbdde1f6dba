use chrono::{DateTime, Duration, Utc};
use serde::Serialize;

use crate::quiz::{Answer, Question, QuizPolicy};

#[derive(Debug, Clone, Serialize)]
pub struct AttemptScore {
    pub earned: f64,
    pub possible: f64,
    pub percent: f64,
    pub passed: bool,
}

fn points_for(question: &Question, answer: Option<&Answer>) -> f64 {
    match answer {
        Some(a) if question.is_correct(a) => question.points,
        Some(a) if question.allows_partial => question.partial_points(a),
        _ => 0.0,
    }
}

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

/// Scores a practice attempt; practice never counts towards completion.
pub fn score_practice_attempt(questions: &[Question], answers: &[Option<Answer>]) -> AttemptScore {
    let possible: f64 = questions.iter().map(|q| q.points).sum();
    let earned: f64 = questions
        .iter()
        .zip(answers.iter())
        .map(|(q, a)| points_for(q, a.as_ref()))
        .sum();
    let percent = if possible > 0.0 { earned / possible * 100.0 } else { 0.0 };
    AttemptScore {
        earned,
        possible,
        percent,
        passed: false,
    }
}

pub fn attempts_remaining(policy: &QuizPolicy, used: u32) -> u32 {
    policy.max_attempts.saturating_sub(used)
}

pub fn next_attempt_at(policy: &QuizPolicy, last_attempt: DateTime<Utc>) -> DateTime<Utc> {
    last_attempt + Duration::minutes(policy.cooldown_minutes as i64)
}
