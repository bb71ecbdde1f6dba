// ... existing code ...

pub fn grade_short_text(question: &Question, answer: &Answer) -> GradedAnswer {
    // ... existing code ...
    GradedAnswer {
        question_id: question.id,
        awarded,
        max,
        feedback: if awarded < max { question.explanation.clone() } else { None },
    }
}

// ... existing code ...
