-- Seed data for role-based access control.
-- Safe to re-run: every insert is idempotent.

BEGIN;

INSERT INTO roles (name, description) VALUES
    ('owner', 'Workspace owner, including billing'),
    ('admin', 'Full access except billing'),
    ('editor', 'Can create and edit content'),
    ('author', 'Can write drafts but not publish'),
    ('viewer', 'Read-only access')
ON CONFLICT (name) DO UPDATE SET description = EXCLUDED.description;

INSERT INTO permissions (code, description) VALUES
    ('content.read', 'Read pages and posts'),
    ('content.write', 'Create and edit pages and posts'),
    ('content.publish', 'Publish and unpublish content'),
    ('users.manage', 'Invite, suspend and remove users'),
    ('billing.manage', 'Change plan and payment details')
ON CONFLICT (code) DO NOTHING;

INSERT INTO role_permissions (role_id, permission_id)
SELECT r.id, p.id
FROM roles r
CROSS JOIN permissions p
WHERE r.name = 'owner'
ON CONFLICT DO NOTHING;

INSERT INTO role_permissions (role_id, permission_id)
SELECT r.id, p.id
FROM roles r
JOIN permissions p ON p.code <> 'billing.manage'
WHERE r.name = 'admin'
ON CONFLICT DO NOTHING;

INSERT INTO role_permissions (role_id, permission_id)
SELECT r.id, p.id
FROM roles r
JOIN permissions p ON p.code IN ('content.read', 'content.write', 'content.publish')
WHERE r.name = 'editor'
ON CONFLICT DO NOTHING;

INSERT INTO role_permissions (role_id, permission_id)
SELECT r.id, p.id
FROM roles r
JOIN permissions p ON p.code IN ('content.read', 'content.write')
WHERE r.name = 'author'
ON CONFLICT DO NOTHING;

INSERT INTO role_permissions (role_id, permission_id)
SELECT r.id, p.id
FROM roles r
JOIN permissions p ON p.code = 'content.read'
WHERE r.name = 'viewer'
ON CONFLICT DO NOTHING;

COMMIT;
