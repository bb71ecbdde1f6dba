-- Seed data for roles and permissions.
-- Safe to re-run: every insert is idempotent.

INSERT INTO roles (name, description) VALUES
    ('owner',   'Full access, including billing and deletion'),
    ('admin',   'Manage members, projects and settings'),
    ('editor',  'Create and edit content'),
    ('viewer',  'Read-only access')
ON CONFLICT (name) DO NOTHING;

INSERT INTO permissions (code, description) VALUES
    ('billing.manage',  'Change plan and payment methods'),
    ('members.invite',  'Invite new members'),
    ('members.remove',  'Remove members'),
    ('projects.create', 'Create projects'),
    ('projects.delete', 'Delete projects'),
    ('content.edit',    'Edit content'),
    ('content.read',    'Read content'),
    ('audit.read',      'Read the audit log')
ON CONFLICT (code) DO NOTHING;

-- owner gets everything
INSERT INTO role_permissions (role_id, permission_id)
SELECT r.id, p.id
FROM roles r CROSS JOIN permissions p
WHERE r.name = 'owner'
ON CONFLICT DO NOTHING;

-- admin: everything except billing
INSERT INTO role_permissions (role_id, permission_id)
SELECT r.id, p.id
FROM roles r JOIN permissions p ON p.code <> 'billing.manage'
WHERE r.name = 'admin'
ON CONFLICT DO NOTHING;

-- editor
INSERT INTO role_permissions (role_id, permission_id)
SELECT r.id, p.id
FROM roles r JOIN permissions p ON p.code IN ('projects.create', 'content.edit', 'content.read')
WHERE r.name = 'editor'
ON CONFLICT DO NOTHING;

-- viewer
INSERT INTO role_permissions (role_id, permission_id)
SELECT r.id, p.id
FROM roles r JOIN permissions p ON p.code = 'content.read'
WHERE r.name = 'viewer'
ON CONFLICT DO NOTHING;
