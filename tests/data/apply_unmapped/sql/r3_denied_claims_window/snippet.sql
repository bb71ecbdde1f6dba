-- ... v_claims_pending unchanged ...

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
  AND c.submitted_at >= now() - interval '180 days';

-- ... remaining views unchanged ...
