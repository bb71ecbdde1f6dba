Rails.application.configure do
  # ... existing settings ...

  # (removed the old Mandrill mailer settings: the v1 templates are gone)

  # ... existing settings ...
end
