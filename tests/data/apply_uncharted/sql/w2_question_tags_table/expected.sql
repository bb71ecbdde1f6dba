-- 0007_quiz_engine.sql
-- Core tables for authored quizzes and learner attempts.

BEGIN;

CREATE TABLE quizzes (
    id          BIGSERIAL PRIMARY KEY,
    course_id   BIGINT NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
    title       TEXT NOT NULL,
    pass_mark   NUMERIC(5,2) NOT NULL DEFAULT 70.00,
    max_attempts INTEGER,
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX quizzes_course_idx ON quizzes (course_id);

CREATE TABLE quiz_questions (
    id          BIGSERIAL PRIMARY KEY,
    quiz_id     BIGINT NOT NULL REFERENCES quizzes (id) ON DELETE CASCADE,
    kind        TEXT NOT NULL CHECK (kind IN ('single_choice', 'multi_select', 'short_answer')),
    prompt      TEXT NOT NULL,
    points      NUMERIC(6,2) NOT NULL DEFAULT 1,
    position    INTEGER NOT NULL,
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX quiz_questions_quiz_idx ON quiz_questions (quiz_id, position);

CREATE TABLE question_options (
    id          BIGSERIAL PRIMARY KEY,
    question_id BIGINT NOT NULL REFERENCES quiz_questions (id) ON DELETE CASCADE,
    body        TEXT NOT NULL,
    is_correct  BOOLEAN NOT NULL DEFAULT FALSE,
    position    INTEGER NOT NULL,
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX question_options_question_idx ON question_options (question_id);

CREATE TABLE question_tags (
    question_id BIGINT NOT NULL REFERENCES quiz_questions (id) ON DELETE CASCADE,
    tag         TEXT NOT NULL CHECK (tag = lower(tag)),
    PRIMARY KEY (question_id, tag)
);

CREATE INDEX question_tags_tag_idx ON question_tags (tag);

CREATE TABLE quiz_attempts (
    id           BIGSERIAL PRIMARY KEY,
    quiz_id      BIGINT NOT NULL REFERENCES quizzes (id),
    student_id   BIGINT NOT NULL REFERENCES students (id),
    started_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
    submitted_at TIMESTAMPTZ,
    score        NUMERIC(6,2)
);

CREATE INDEX quiz_attempts_student_idx ON quiz_attempts (student_id, quiz_id);

CREATE TABLE attempt_answers (
    attempt_id  BIGINT NOT NULL REFERENCES quiz_attempts (id) ON DELETE CASCADE,
    question_id BIGINT NOT NULL REFERENCES quiz_questions (id),
    option_ids  BIGINT[] NOT NULL DEFAULT '{}',
    free_text   TEXT,
    PRIMARY KEY (attempt_id, question_id)
);

COMMIT;
