-- ... existing code ...

-- auditor: read-only access to everything financial
INSERT INTO roles (name, description) VALUES ('auditor', 'External auditors (read only)')
ON CONFLICT (name) DO NOTHING;

INSERT INTO role_permissions (role_id, permission_id)
SELECT r.id, p.id
FROM roles r
JOIN permissions p ON p.code IN ('invoice.read', 'customer.read', 'report.read')
WHERE r.name = 'auditor'
ON CONFLICT DO NOTHING;
