-- Reporting views for the billing warehouse
-- Owner: data-platform
-- Apply with: psql -v ON_ERROR_STOP=1 -f reporting_views.sql

BEGIN;

SET search_path TO billing, public;

-- ... view definitions unchanged ...

GRANT SELECT ON monthly_revenue, customer_ltv, churn_by_plan, open_invoices TO reporting;

COMMIT;
