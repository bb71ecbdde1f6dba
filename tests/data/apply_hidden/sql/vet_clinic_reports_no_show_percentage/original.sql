-- Reporting views for the clinic dashboard.
-- Refreshed by the nightly job; keep them cheap.

CREATE SCHEMA IF NOT EXISTS reports;

CREATE OR REPLACE VIEW reports.daily_appointments AS
SELECT
    a.starts_at::date AS day,
    count(*) AS booked,
    count(*) FILTER (WHERE a.status = 'completed') AS completed,
    count(*) FILTER (WHERE a.status = 'cancelled') AS cancelled
FROM appointments a
GROUP BY a.starts_at::date;

CREATE OR REPLACE VIEW reports.no_show_rate_by_vet AS
SELECT
    v.id AS vet_id,
    v.full_name,
    count(*) AS booked,
    count(*) FILTER (WHERE a.status = 'no_show') AS no_shows
FROM vets v
JOIN appointments a ON a.vet_id = v.id
WHERE a.starts_at >= now() - INTERVAL '90 days'
GROUP BY v.id, v.full_name;

CREATE OR REPLACE VIEW reports.revenue_by_service AS
SELECT
    s.code AS service_code,
    s.name AS service_name,
    date_trunc('month', i.issued_at)::date AS month,
    sum(il.quantity * il.unit_price) AS revenue
FROM invoice_lines il
JOIN invoices i ON i.id = il.invoice_id
JOIN services s ON s.id = il.service_id
WHERE i.status <> 'void'
GROUP BY s.code, s.name, date_trunc('month', i.issued_at);

CREATE OR REPLACE VIEW reports.new_clients_by_month AS
SELECT
    date_trunc('month', c.created_at)::date AS month,
    count(*) AS new_clients,
    count(*) FILTER (WHERE c.referral_source IS NOT NULL) AS referred
FROM clients c
GROUP BY date_trunc('month', c.created_at);

CREATE OR REPLACE VIEW reports.vaccinations_due AS
SELECT
    p.id AS pet_id,
    p.name AS pet_name,
    c.full_name AS owner_name,
    c.phone,
    vx.vaccine,
    vx.next_due_on
FROM vaccinations vx
JOIN pets p ON p.id = vx.pet_id
JOIN clients c ON c.id = p.client_id
WHERE vx.next_due_on BETWEEN current_date AND current_date + 30;
