-- ... existing views ...
GROUP BY e.student_id, e.section_id, s.course_code, s.term_code;

-- (removed section_grade_summary_v1; the 2019 report card template is retired)

CREATE OR REPLACE VIEW section_grade_summary AS
-- ... existing code ...

CREATE OR REPLACE VIEW failing_students AS
SELECT
    scg.student_id,
    scg.section_id,
    scg.course_code,
    scg.term_code,
    scg.percent
FROM student_course_grades scg
WHERE scg.percent < 60
ORDER BY scg.course_code, scg.percent;
