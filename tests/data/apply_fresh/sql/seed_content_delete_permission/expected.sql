-- Seed data for local development. Safe to re-run.

INSERT INTO roles (name, description) VALUES
    ('admin',   'Full access'),
    ('editor',  'Can edit content'),
    ('viewer',  'Read-only access')
ON CONFLICT (name) DO NOTHING;

INSERT INTO permissions (code) VALUES
    ('content.read'),
    ('content.write'),
    ('content.publish'),
    ('content.delete'),
    ('users.manage')
ON CONFLICT (code) DO NOTHING;

INSERT INTO role_permissions (role_name, permission_code) VALUES
    ('admin',  'content.read'),
    ('admin',  'content.write'),
    ('admin',  'content.publish'),
    ('admin',  'content.delete'),
    ('admin',  'users.manage'),
    ('editor', 'content.read'),
    ('editor', 'content.write'),
    ('viewer', 'content.read')
ON CONFLICT DO NOTHING;

INSERT INTO users (email, name, role_name, password_hash) VALUES
    ('admin@example.test',  'Ada Admin',   'admin',  '$2b$12$devdevdevdevdevdevdevuQ1v0Zf5xQ9m3d3v6B2x7wWkq8J2a'),
    ('editor@example.test', 'Ed Editor',   'editor', '$2b$12$devdevdevdevdevdevdevuQ1v0Zf5xQ9m3d3v6B2x7wWkq8J2a'),
    ('viewer@example.test', 'Vi Viewer',   'viewer', '$2b$12$devdevdevdevdevdevdevuQ1v0Zf5xQ9m3d3v6B2x7wWkq8J2a')
ON CONFLICT (email) DO NOTHING;

SELECT setval('users_id_seq', (SELECT max(id) FROM users));
