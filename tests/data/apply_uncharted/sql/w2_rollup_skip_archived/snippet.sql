-- ... existing code ...

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

-- ... existing code ...
