// ... existing code ...

function NotificationsSection({ prefs, onChange }: { prefs: NotificationPrefs; onChange: (prefs: NotificationPrefs) => void }) {
  // ... existing code ...
}

function SecuritySection({ user }: { user: User }) {
  return (
    <section className="settings-card">
      <h2>Security</h2>
      <p>
        Two-factor authentication is <strong>{user.twoFactorEnabled ? "on" : "off"}</strong>.
      </p>
      <Button href="/settings/security">{user.twoFactorEnabled ? "Manage 2FA" : "Set up 2FA"}</Button>
    </section>
  );
}

function DangerZone({ onDelete }: { onDelete: () => void }) {
  // ... existing code ...
}

export default function SettingsPage() {
  // ... existing code ...
      <NotificationsSection prefs={prefs} onChange={handlePrefs} />
      <SecuritySection user={user} />
      <DangerZone onDelete={handleDelete} />
    </main>
  );
}
