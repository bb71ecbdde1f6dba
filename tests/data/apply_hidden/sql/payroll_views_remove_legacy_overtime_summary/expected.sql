-- Payroll reporting views
-- Owner: finance-data team

CREATE SCHEMA IF NOT EXISTS payroll;

CREATE OR REPLACE VIEW payroll.employee_pay_periods AS
SELECT
    e.id            AS employee_id,
    e.full_name,
    p.period_start,
    p.period_end,
    sum(t.hours)    AS hours_worked,
    e.hourly_rate
FROM employees e
JOIN timesheets t ON t.employee_id = e.id
JOIN pay_periods p ON t.work_date BETWEEN p.period_start AND p.period_end
GROUP BY e.id, e.full_name, p.period_start, p.period_end, e.hourly_rate;

CREATE OR REPLACE VIEW payroll.overtime_by_week AS
SELECT
    t.employee_id,
    date_trunc('week', t.work_date)::date AS week_start,
    greatest(sum(t.hours) - 40, 0)        AS overtime_hours
FROM timesheets t
GROUP BY t.employee_id, date_trunc('week', t.work_date);

CREATE OR REPLACE VIEW payroll.gross_pay AS
SELECT
    pp.employee_id,
    pp.period_start,
    pp.period_end,
    pp.hours_worked * pp.hourly_rate AS base_pay,
    coalesce(sum(o.overtime_hours), 0) * pp.hourly_rate * 1.5 AS overtime_pay
FROM payroll.employee_pay_periods pp
LEFT JOIN payroll.overtime_by_week o
    ON o.employee_id = pp.employee_id
   AND o.week_start BETWEEN pp.period_start AND pp.period_end
GROUP BY pp.employee_id, pp.period_start, pp.period_end, pp.hours_worked, pp.hourly_rate;

CREATE OR REPLACE VIEW payroll.department_costs AS
SELECT
    d.name AS department,
    g.period_start,
    sum(g.base_pay + g.overtime_pay) AS total_cost
FROM payroll.gross_pay g
JOIN employees e ON e.id = g.employee_id
JOIN departments d ON d.id = e.department_id
GROUP BY d.name, g.period_start;

GRANT SELECT ON ALL TABLES IN SCHEMA payroll TO reporting_ro;
