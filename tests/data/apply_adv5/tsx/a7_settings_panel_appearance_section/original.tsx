import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Section } from "@/components/settings/Section";
import { Select } from "@/components/ui/select";
import { Toggle } from "@/components/ui/toggle";
import type { UserSettings } from "@/lib/settings";

interface SettingsPanelProps {
  initial: UserSettings;
  onSave: (settings: UserSettings) => Promise<void>;
}

export function SettingsPanel({ initial, onSave }: SettingsPanelProps) {
  const [settings, setSettings] = useState<UserSettings>(initial);
  const [saving, setSaving] = useState(false);

  function update<K extends keyof UserSettings>(key: K, value: UserSettings[K]) {
    setSettings((prev) => ({ ...prev, [key]: value }));
  }

  async function handleSave() {
    setSaving(true);
    try {
      await onSave(settings);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      className="space-y-8"
      onSubmit={(e) => {
        e.preventDefault();
        void handleSave();
      }}
    >
      <Section title="Profile">
        <label className="block text-sm font-medium">
          Display name
          <input
            className="mt-1 w-full rounded border px-2 py-1"
            value={settings.displayName}
            onChange={(e) => update("displayName", e.target.value)}
          />
        </label>
        <Select
          label="Language"
          value={settings.locale}
          options={[
            { value: "en", label: "English" },
            { value: "de", label: "Deutsch" },
            { value: "fr", label: "Français" },
          ]}
          onChange={(value) => update("locale", value)}
        />
      </Section>

      <Section title="Notifications">
        <Toggle
          label="Email notifications"
          checked={settings.emailNotifications}
          onChange={(checked) => update("emailNotifications", checked)}
        />
        <Toggle
          label="Weekly digest"
          checked={settings.weeklyDigest}
          onChange={(checked) => update("weeklyDigest", checked)}
        />
      </Section>

      <Section title="Privacy">
        <Toggle
          label="Show my profile to other members"
          checked={settings.publicProfile}
          onChange={(checked) => update("publicProfile", checked)}
        />
        <Toggle
          label="Share anonymous usage data"
          checked={settings.telemetry}
          onChange={(checked) => update("telemetry", checked)}
        />
      </Section>

      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={() => setSettings(initial)}>
          Reset
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? "Saving…" : "Save changes"}
        </Button>
      </div>
    </form>
  );
}
