-- Reporting views for the gradebook (Northbrook LMS).
-- Consumed by the registrar export and the teacher dashboard.

CREATE OR REPLACE VIEW student_course_grades AS
SELECT
    e.student_id,
    e.section_id,
    s.course_code,
    s.term_code,
    ROUND(SUM(g.points_earned) / NULLIF(SUM(g.points_possible), 0) * 100, 2) AS percent
FROM enrollments e
JOIN sections s ON s.section_id = e.section_id
LEFT JOIN grade_entries g
    ON g.student_id = e.student_id
   AND g.section_id = e.section_id
   AND g.excused = FALSE
WHERE e.status = 'active'
GROUP BY e.student_id, e.section_id, s.course_code, s.term_code;

CREATE OR REPLACE VIEW section_grade_summary AS
SELECT
    scg.section_id,
    scg.course_code,
    scg.term_code,
    COUNT(*) AS students,
    ROUND(AVG(scg.percent), 2) AS avg_percent,
    MIN(scg.percent) AS min_percent,
    MAX(scg.percent) AS max_percent
FROM student_course_grades scg
GROUP BY scg.section_id, scg.course_code, scg.term_code;

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
