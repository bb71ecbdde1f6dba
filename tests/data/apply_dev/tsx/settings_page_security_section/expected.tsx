import { useState } from "react";
import { useCurrentUser } from "../hooks/useCurrentUser";
import { updatePreferences, deleteAccount } from "../api/account";
import type { NotificationPrefs, User } from "../api/types";
import { Button } from "../components/Button";
import { Toggle } from "../components/Toggle";

function ProfileSection({ user }: { user: User }) {
  return (
    <section className="settings-card">
      <h2>Profile</h2>
      <dl>
        <dt>Name</dt>
        <dd>{user.name}</dd>
        <dt>Email</dt>
        <dd>{user.email}</dd>
      </dl>
    </section>
  );
}

function NotificationsSection({ prefs, onChange }: { prefs: NotificationPrefs; onChange: (prefs: NotificationPrefs) => void }) {
  return (
    <section className="settings-card">
      <h2>Notifications</h2>
      <Toggle label="Weekly digest" checked={prefs.digest} onChange={(digest) => onChange({ ...prefs, digest })} />
      <Toggle label="Mentions" checked={prefs.mentions} onChange={(mentions) => onChange({ ...prefs, mentions })} />
      <Toggle label="Product updates" checked={prefs.product} onChange={(product) => onChange({ ...prefs, product })} />
    </section>
  );
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
  const [confirming, setConfirming] = useState(false);
  return (
    <section className="settings-card settings-card--danger">
      <h2>Delete account</h2>
      {confirming ? (
        <>
          <p>This permanently removes your workspace data. Are you sure?</p>
          <Button tone="danger" onClick={onDelete}>Yes, delete</Button>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
        </>
      ) : (
        <Button tone="danger" onClick={() => setConfirming(true)}>Delete account</Button>
      )}
    </section>
  );
}

export default function SettingsPage() {
  const user = useCurrentUser();
  const [prefs, setPrefs] = useState<NotificationPrefs>(user.notificationPrefs);

  async function handlePrefs(next: NotificationPrefs) {
    setPrefs(next);
    await updatePreferences(next);
  }

  async function handleDelete() {
    await deleteAccount();
    window.location.assign("/goodbye");
  }

  return (
    <main className="settings-page">
      <h1>Settings</h1>
      <ProfileSection user={user} />
      <NotificationsSection prefs={prefs} onChange={handlePrefs} />
      <SecuritySection user={user} />
      <DangerZone onDelete={handleDelete} />
    </main>
  );
}
