import React, { useState } from "react";
import { Button } from "../components/Button";
import { Toggle } from "../components/Toggle";
import { useUser } from "../hooks/useUser";

export function SettingsPage() {
  const { user, updateUser } = useUser();
  const [saving, setSaving] = useState(false);
  const [emailAlerts, setEmailAlerts] = useState(user.prefs.emailAlerts);
  const [pushAlerts, setPushAlerts] = useState(user.prefs.pushAlerts);

  async function handleSave() {
    setSaving(true);
    try {
      await updateUser({ prefs: { emailAlerts, pushAlerts } });
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="settings">
      <h1>Settings</h1>
      <section className="settings__section">
        <h2>Profile</h2>
        <p>{user.name}</p>
        <p>{user.email}</p>
      </section>
      <section className="settings__section">
        <h2>Security</h2>
        <Button variant="secondary" href="/settings/password">
          Change password
        </Button>
      </section>
      <section className="settings__section">
        <h2>Notifications</h2>
        <Toggle label="Email alerts" checked={emailAlerts} onChange={setEmailAlerts} />
        <Toggle label="Push alerts" checked={pushAlerts} onChange={setPushAlerts} />
      </section>
      <section className="settings__section settings__section--danger">
        <h2>Danger zone</h2>
        <p>Deleting your account removes all of your projects and cannot be undone.</p>
        <Button variant="danger" href="/settings/delete-account">
          Delete account
        </Button>
      </section>
      <footer className="settings__footer">
        <Button onClick={handleSave} disabled={saving}>
          {saving ? "Saving…" : "Save changes"}
        </Button>
      </footer>
    </div>
  );
}
