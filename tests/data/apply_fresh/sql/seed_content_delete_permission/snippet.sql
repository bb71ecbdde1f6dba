-- ... keep existing code

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
    -- ... keep existing code
ON CONFLICT DO NOTHING;

-- ... keep existing code
