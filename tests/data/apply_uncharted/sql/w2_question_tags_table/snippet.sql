-- ... existing code ...
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
-- ... existing code ...
