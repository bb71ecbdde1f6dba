-- Seed data for local development and CI.
BEGIN;

INSERT INTO plans (id, code, name, monthly_price_cents, seats) VALUES
    (1, 'free', 'Free', 0, 1),
    (2, 'team', 'Team', 2900, 10),
    (3, 'business', 'Business', 9900, 50),
    (4, 'enterprise', 'Enterprise', 49900, NULL);

INSERT INTO features (id, code, description) VALUES
    (1, 'sso', 'Single sign-on via SAML or OIDC'),
    (2, 'audit_log', 'Exportable audit log'),
    (3, 'api_access', 'REST and GraphQL API access'),
    (4, 'priority_support', 'Priority support with 4h response time'),
    (5, 'custom_domains', 'Custom domains for public pages');

INSERT INTO plan_features (plan_id, feature_id) VALUES
    (2, 3),
    (3, 2),
    (3, 3),
    (3, 5),
    (4, 1),
    (4, 2),
    (4, 3),
    (4, 4),
    (4, 5);

INSERT INTO organizations (id, name, plan_id, created_at) VALUES
    (1, 'Acme Corp', 3, '2024-01-15 09:00:00+00'),
    (2, 'Globex', 2, '2024-02-01 12:30:00+00'),
    (3, 'Initech', 1, '2024-03-10 08:15:00+00');

COMMIT;
