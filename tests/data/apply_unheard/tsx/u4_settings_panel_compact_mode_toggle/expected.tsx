import React, { useState } from "react";
import { Toggle } from "../ui/Toggle";
import { Select } from "../ui/Select";
import { SettingsRow } from "./SettingsRow";
import type { Theme, UserPreferences, User } from "../../types";

interface SettingsPanelProps {
  user: User;
  onSave: (prefs: UserPreferences) => Promise<void>;
  onCancel: () => void;
}

const THEME_OPTIONS: { value: Theme; label: string }[] = [
  { value: "light", label: "Light" },
  { value: "dark", label: "Dark" },
  { value: "system", label: "Match system" },
];

export function SettingsPanel({ user, onSave, onCancel }: SettingsPanelProps) {
  const [theme, setTheme] = useState<Theme>(user.preferences.theme);
  const [emailDigest, setEmailDigest] = useState(user.preferences.emailDigest);
  const [pushAlerts, setPushAlerts] = useState(user.preferences.pushAlerts);
  const [compactMode, setCompactMode] = useState(user.preferences.compactMode ?? false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await onSave({
        theme,
        emailDigest,
        pushAlerts,
        compactMode,
      });
    } catch (err) {
      setError(err instanceof Error ? err.message : "Could not save settings");
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="settings-panel" onSubmit={handleSubmit}>
      <h2 className="settings-panel__title">Preferences</h2>
      <SettingsRow label="Theme">
        <Select
          value={theme}
          options={THEME_OPTIONS}
          onChange={(value) => setTheme(value as Theme)}
        />
      </SettingsRow>
      <SettingsRow label="Weekly email digest">
        <Toggle checked={emailDigest} onChange={setEmailDigest} />
      </SettingsRow>
      <SettingsRow label="Push alerts">
        <Toggle checked={pushAlerts} onChange={setPushAlerts} />
      </SettingsRow>
      <SettingsRow label="Compact mode">
        <Toggle checked={compactMode} onChange={setCompactMode} />
      </SettingsRow>
      {error && <p className="settings-panel__error">{error}</p>}
      <div className="settings-panel__actions">
        <button type="button" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <button type="submit" disabled={saving}>
          {saving ? "Saving..." : "Save"}
        </button>
      </div>
    </form>
  );
}
