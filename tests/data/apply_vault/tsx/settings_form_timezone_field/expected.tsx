import { useState, type FormEvent } from 'react';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import type { UserSettings } from '../api/settings';

interface SettingsFormProps {
  initial: UserSettings;
  onSave: (settings: UserSettings) => Promise<void>;
}

const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'de', label: 'Deutsch' },
  { value: 'fr', label: 'Français' },
];

export function SettingsForm({ initial, onSave }: SettingsFormProps) {
  const [settings, setSettings] = useState<UserSettings>(initial);
  const [saving, setSaving] = useState(false);

  function update<K extends keyof UserSettings>(key: K, value: UserSettings[K]) {
    setSettings((prev) => ({ ...prev, [key]: value }));
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await onSave(settings);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="settings-form" onSubmit={handleSubmit}>
      <Field label="Display name" htmlFor="displayName">
        <input
          id="displayName"
          value={settings.displayName}
          onChange={(e) => update('displayName', e.target.value)}
        />
      </Field>
      <Field label="Email" htmlFor="email">
        <input
          id="email"
          type="email"
          value={settings.email}
          onChange={(e) => update('email', e.target.value)}
        />
      </Field>
      <Field label="Time zone" htmlFor="timeZone">
        <select
          id="timeZone"
          value={settings.timeZone}
          onChange={(e) => update('timeZone', e.target.value)}
        >
          {Intl.supportedValuesOf('timeZone').map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/g, ' ')}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Language" htmlFor="language">
        <select
          id="language"
          value={settings.language}
          onChange={(e) => update('language', e.target.value)}
        >
          {LANGUAGES.map((lang) => (
            <option key={lang.value} value={lang.value}>
              {lang.label}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Dark mode" htmlFor="darkMode">
        <input
          id="darkMode"
          type="checkbox"
          checked={settings.darkMode}
          onChange={(e) => update('darkMode', e.target.checked)}
        />
      </Field>
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving…' : 'Save'}
      </Button>
    </form>
  );
}
