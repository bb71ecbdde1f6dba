import { useState, type FormEvent } from "react";

export type Settings = {
  displayName: string;
  timezone: string;
  emailDigest: boolean;
  mentionAlerts: boolean;
};

type Props = {
  initial: Settings;
  timezones: string[];
  onSave: (settings: Settings) => Promise<void>;
};

export default function SettingsForm({ initial, timezones, onSave }: Props) {
  const [displayName, setDisplayName] = useState(initial.displayName);
  const [timezone, setTimezone] = useState(initial.timezone);
  const [emailDigest, setEmailDigest] = useState(initial.emailDigest);
  const [mentionAlerts, setMentionAlerts] = useState(initial.mentionAlerts);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await onSave({ displayName, timezone, emailDigest, mentionAlerts });
    } catch (err) {
      setError(err instanceof Error ? err.message : "Could not save settings");
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} className="settings-form">
      <fieldset>
        <legend>Profile</legend>
        <label>
          Display name
          <input value={displayName} onChange={(e) => setDisplayName(e.target.value)} required />
        </label>
        <label>
          Time zone
          <select value={timezone} onChange={(e) => setTimezone(e.target.value)}>
            {timezones.map((tz) => (
              <option key={tz} value={tz}>
                {tz}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <fieldset>
        <legend>Notifications</legend>
        <label>
          <input type="checkbox" checked={emailDigest} onChange={(e) => setEmailDigest(e.target.checked)} />
          Weekly email digest
        </label>
        <label>
          <input type="checkbox" checked={mentionAlerts} onChange={(e) => setMentionAlerts(e.target.checked)} />
          Alert me when someone mentions me
        </label>
      </fieldset>
      {error && <p className="settings-form__error">{error}</p>}
      <button type="submit" disabled={saving}>
        {saving ? "Saving…" : "Save"}
      </button>
    </form>
  );
}
