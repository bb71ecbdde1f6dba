-- reporting/claims_views.sql
-- Views behind the "Claims" tab of the practice dashboard. Re-run by the
-- deploy job after every migration; each statement is idempotent.

CREATE SCHEMA IF NOT EXISTS reporting;

CREATE OR REPLACE VIEW reporting.v_claims_pending AS
SELECT
    c.id            AS claim_id,
    c.clinic_id,
    cl.name         AS clinic_name,
    p.name          AS payer_name,
    c.total_cents,
    c.submitted_at
FROM claims c
JOIN clinics cl ON cl.id = c.clinic_id
JOIN payers p ON p.id = c.payer_id
WHERE c.status = 'pending'
  AND c.submitted_at >= now() - interval '90 days';

CREATE OR REPLACE VIEW reporting.v_claims_denied AS
SELECT
    c.id            AS claim_id,
    c.clinic_id,
    cl.name         AS clinic_name,
    p.name          AS payer_name,
    c.total_cents,
    c.submitted_at
FROM claims c
JOIN clinics cl ON cl.id = c.clinic_id
JOIN payers p ON p.id = c.payer_id
WHERE c.status = 'denied'
  AND c.submitted_at >= now() - interval '90 days';

CREATE OR REPLACE VIEW reporting.v_claims_paid AS
SELECT
    c.id            AS claim_id,
    c.clinic_id,
    cl.name         AS clinic_name,
    p.name          AS payer_name,
    c.total_cents,
    c.submitted_at
FROM claims c
JOIN clinics cl ON cl.id = c.clinic_id
JOIN payers p ON p.id = c.payer_id
WHERE c.status = 'paid'
  AND c.submitted_at >= now() - interval '90 days';

CREATE OR REPLACE VIEW reporting.v_claims_by_clinic AS
SELECT
    c.clinic_id,
    cl.name                                             AS clinic_name,
    count(*) FILTER (WHERE c.status = 'pending')        AS pending_count,
    count(*) FILTER (WHERE c.status = 'denied')         AS denied_count,
    count(*) FILTER (WHERE c.status = 'paid')           AS paid_count,
    coalesce(sum(c.paid_cents), 0)                      AS paid_cents
FROM claims c
JOIN clinics cl ON cl.id = c.clinic_id
WHERE c.submitted_at >= now() - interval '90 days'
GROUP BY c.clinic_id, cl.name;

GRANT SELECT ON ALL TABLES IN SCHEMA reporting TO reporting_ro;
