-- Student progress rollups for the dashboard.
-- Applied by migrate.sh; safe to re-run.

CREATE TABLE IF NOT EXISTS lesson_progress (
    student_id      BIGINT      NOT NULL REFERENCES students (id),
    lesson_id       BIGINT      NOT NULL REFERENCES lessons (id),
    seconds_watched INTEGER     NOT NULL DEFAULT 0,
    completed_at    TIMESTAMPTZ,
    updated_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (student_id, lesson_id)
);

CREATE TABLE IF NOT EXISTS course_progress (
    student_id        BIGINT       NOT NULL REFERENCES students (id),
    course_id         BIGINT       NOT NULL REFERENCES courses (id),
    lessons_total     INTEGER      NOT NULL,
    lessons_completed INTEGER      NOT NULL,
    percent_complete  NUMERIC(5,2) NOT NULL,
    last_activity_at  TIMESTAMPTZ,
    PRIMARY KEY (student_id, course_id)
);

CREATE INDEX IF NOT EXISTS lesson_progress_updated_idx
    ON lesson_progress (updated_at);

CREATE OR REPLACE FUNCTION refresh_course_progress(p_student_id BIGINT, p_course_id BIGINT)
RETURNS VOID
LANGUAGE plpgsql
AS $$
DECLARE
    v_total     INTEGER;
    v_completed INTEGER;
    v_last      TIMESTAMPTZ;
BEGIN
    -- Archived lessons no longer count toward completion.
    SELECT count(*)
      INTO v_total
      FROM lessons l
     WHERE l.course_id = p_course_id
       AND NOT l.archived;

    SELECT count(lp.completed_at), max(lp.updated_at)
      INTO v_completed, v_last
      FROM lesson_progress lp
      JOIN lessons l ON l.id = lp.lesson_id
     WHERE lp.student_id = p_student_id
       AND l.course_id = p_course_id
       AND NOT l.archived;

    INSERT INTO course_progress AS cp
        (student_id, course_id, lessons_total, lessons_completed, percent_complete, last_activity_at)
    VALUES
        (p_student_id, p_course_id, v_total, v_completed,
         CASE WHEN v_total = 0 THEN 0 ELSE round(100.0 * v_completed / v_total, 2) END,
         v_last)
    ON CONFLICT (student_id, course_id) DO UPDATE
       SET lessons_total     = EXCLUDED.lessons_total,
           lessons_completed = EXCLUDED.lessons_completed,
           percent_complete  = EXCLUDED.percent_complete,
           last_activity_at  = EXCLUDED.last_activity_at;
END;
$$;

CREATE OR REPLACE FUNCTION trg_lesson_progress_rollup()
RETURNS TRIGGER
LANGUAGE plpgsql
AS $$
BEGIN
    PERFORM refresh_course_progress(
        NEW.student_id,
        (SELECT course_id FROM lessons WHERE id = NEW.lesson_id)
    );
    RETURN NEW;
END;
$$;

DROP TRIGGER IF EXISTS lesson_progress_rollup ON lesson_progress;
CREATE TRIGGER lesson_progress_rollup
    AFTER INSERT OR UPDATE ON lesson_progress
    FOR EACH ROW EXECUTE FUNCTION trg_lesson_progress_rollup();
