-- ...

INSERT INTO roles (name, description) VALUES
    ('owner',   'Full access, including billing and deletion'),
    ('admin',   'Manage members, projects and settings'),
    ('editor',  'Create and edit content'),
    ('viewer',  'Read-only access'),
    ('auditor', 'Read content and the audit log')
ON CONFLICT (name) DO NOTHING;

-- ...

-- viewer
INSERT INTO role_permissions (role_id, permission_id)
SELECT r.id, p.id
FROM roles r JOIN permissions p ON p.code = 'content.read'
WHERE r.name = 'viewer'
ON CONFLICT DO NOTHING;

-- auditor
INSERT INTO role_permissions (role_id, permission_id)
SELECT r.id, p.id
FROM roles r JOIN permissions p ON p.code IN ('content.read', 'audit.read')
WHERE r.name = 'auditor'
ON CONFLICT DO NOTHING;
