//! Per-question scoring for auto-graded quizzes.
//!
//! Essay questions are not handled here; they go to the manual review queue.

use std::collections::HashMap;

use crate::quiz::{Answer, Question, QuestionKind};

/// Penalty applied per wrong selection on multi-select questions,
/// as a fraction of the per-option credit.
const WRONG_SELECTION_PENALTY: f32 = 0.25;

#[derive(Debug, Clone, PartialEq)]
pub struct GradedAnswer {
    pub question_id: u64,
    pub awarded: f32,
    pub max: f32,
    pub feedback: Option<String>,
}

pub fn grade_single_choice(question: &Question, answer: &Answer) -> GradedAnswer {
    let max = question.points as f32;
    let awarded = if answer.selected.first() == question.correct.first() {
        max
    } else {
        0.0
    };
    GradedAnswer {
        question_id: question.id,
        awarded,
        max,
        feedback: question.explanation.clone(),
    }
}

pub fn grade_multi_select(question: &Question, answer: &Answer) -> GradedAnswer {
    let max = question.points as f32;
    let per_option = max / question.correct.len().max(1) as f32;
    let mut awarded = 0.0;
    for choice in &answer.selected {
        if question.correct.contains(choice) {
            awarded += per_option;
        } else {
            awarded -= per_option * WRONG_SELECTION_PENALTY;
        }
    }
    GradedAnswer {
        question_id: question.id,
        awarded: awarded.clamp(0.0, max),
        max,
        feedback: question.explanation.clone(),
    }
}

pub fn grade_short_text(question: &Question, answer: &Answer) -> GradedAnswer {
    let max = question.points as f32;
    let given = answer.text.as_deref().unwrap_or("").trim().to_lowercase();
    let awarded = if question.accepted_texts.iter().any(|t| t.to_lowercase() == given) {
        max
    } else {
        0.0
    };
    GradedAnswer {
        question_id: question.id,
        awarded,
        max,
        feedback: question.explanation.clone(),
    }
}

pub fn grade_numeric(question: &Question, answer: &Answer) -> GradedAnswer {
    let max = question.points as f32;
    let tolerance = question.tolerance.unwrap_or(0.0);
    let awarded = match (answer.number, question.expected_number) {
        (Some(given), Some(expected)) if (given - expected).abs() <= tolerance => max,
        _ => 0.0,
    };
    GradedAnswer {
        question_id: question.id,
        awarded,
        max,
        feedback: question.explanation.clone(),
    }
}

pub fn grade_attempt(questions: &[Question], answers: &HashMap<u64, Answer>) -> Vec<GradedAnswer> {
    questions
        .iter()
        .filter(|q| q.kind != QuestionKind::Essay)
        .filter_map(|q| {
            let answer = answers.get(&q.id)?;
            Some(match q.kind {
                QuestionKind::SingleChoice => grade_single_choice(q, answer),
                QuestionKind::MultiSelect => grade_multi_select(q, answer),
                QuestionKind::ShortText => grade_short_text(q, answer),
                QuestionKind::Numeric => grade_numeric(q, answer),
                QuestionKind::Essay => unreachable!("essays are filtered out above"),
            })
        })
        .collect()
}
