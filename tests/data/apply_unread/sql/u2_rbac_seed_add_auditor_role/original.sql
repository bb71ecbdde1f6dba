-- Seed data for role based access control.
-- Idempotent: safe to run on every deploy.

INSERT INTO permissions (code, description) VALUES
    ('invoice.read',    'View invoices'),
    ('invoice.write',   'Create and edit invoices'),
    ('invoice.approve', 'Approve invoices for payment'),
    ('customer.read',   'View customers'),
    ('customer.write',  'Create and edit customers'),
    ('report.read',     'View financial reports'),
    ('user.admin',      'Manage users and roles')
ON CONFLICT (code) DO NOTHING;

-- admin: everything
INSERT INTO roles (name, description) VALUES ('admin', 'Full access')
ON CONFLICT (name) DO NOTHING;

INSERT INTO role_permissions (role_id, permission_id)
SELECT r.id, p.id
FROM roles r
CROSS JOIN permissions p
WHERE r.name = 'admin'
ON CONFLICT DO NOTHING;

-- accountant: invoices and reports
INSERT INTO roles (name, description) VALUES ('accountant', 'Bookkeeping staff')
ON CONFLICT (name) DO NOTHING;

INSERT INTO role_permissions (role_id, permission_id)
SELECT r.id, p.id
FROM roles r
JOIN permissions p ON p.code IN ('invoice.read', 'invoice.write', 'invoice.approve', 'report.read')
WHERE r.name = 'accountant'
ON CONFLICT DO NOTHING;

-- sales: customers and invoice drafts
INSERT INTO roles (name, description) VALUES ('sales', 'Sales representatives')
ON CONFLICT (name) DO NOTHING;

INSERT INTO role_permissions (role_id, permission_id)
SELECT r.id, p.id
FROM roles r
JOIN permissions p ON p.code IN ('customer.read', 'customer.write', 'invoice.read', 'invoice.write')
WHERE r.name = 'sales'
ON CONFLICT DO NOTHING;
