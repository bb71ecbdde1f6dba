import { FormEvent, useState } from "react";

import type { UserSettings } from "../api/settings";

interface SettingsFormProps {
  initial: UserSettings;
  onSave: (values: UserSettings) => Promise<void>;
}

const TIMEZONES = ["UTC", "Europe/Berlin", "America/New_York", "Asia/Tokyo"];

export function SettingsForm({ initial, onSave }: SettingsFormProps) {
  const [values, setValues] = useState<UserSettings>(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function update<K extends keyof UserSettings>(key: K, value: UserSettings[K]) {
    setValues((prev) => ({ ...prev, [key]: value }));
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await onSave(values);
    } catch (err) {
      setError(err instanceof Error ? err.message : "Could not save settings");
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} className="settings-form">
      {error && <p className="form-error">{error}</p>}
      <label className="field">
        <span>Display name</span>
        <input
          type="text"
          value={values.displayName}
          onChange={(e) => update("displayName", e.target.value)}
        />
      </label>
      <label className="field">
        <span>Time zone</span>
        <select value={values.timezone} onChange={(e) => update("timezone", e.target.value)}>
          {TIMEZONES.map((tz) => (
            <option key={tz} value={tz}>
              {tz}
            </option>
          ))}
        </select>
      </label>
      <label className="field field--inline">
        <input
          type="checkbox"
          checked={values.emailNotifications}
          onChange={(e) => update("emailNotifications", e.target.checked)}
        />
        <span>Email notifications</span>
      </label>
      <div className="actions">
        <button type="submit" disabled={saving}>
          {saving ? "Saving…" : "Save changes"}
        </button>
      </div>
    </form>
  );
}
