import React, { useCallback, useState } from "react";
import { ToggleRow } from "./ToggleRow";
import { SectionHeader } from "./SectionHeader";
import { useSettings } from "../hooks/useSettings";
import type { UserSettings } from "../types";

interface SettingsPanelProps {
  userId: string;
  onClose: () => void;
}

export function SettingsPanel({ userId, onClose }: SettingsPanelProps) {
  const { settings, update, saving } = useSettings(userId);
  const [dirty, setDirty] = useState(false);

  const toggle = useCallback(
    (key: keyof UserSettings) => (value: boolean) => {
      update({ [key]: value });
      setDirty(true);
    },
    [update]
  );

  return (
    <div className="settings-panel">
      <SectionHeader title="Notifications" />
      <ToggleRow
        label="Email notifications"
        checked={settings.emailNotifications}
        onChange={toggle("emailNotifications")}
      />
      <ToggleRow
        label="Push notifications"
        checked={settings.pushNotifications}
        onChange={toggle("pushNotifications")}
      />
      <ToggleRow
        label="Weekly digest"
        checked={settings.weeklyDigest}
        onChange={toggle("weeklyDigest")}
      />

      <SectionHeader title="Experimental" />
      <ToggleRow
        label="New editor"
        checked={settings.newEditor}
        onChange={toggle("newEditor")}
      />

      <SectionHeader title="Privacy" />
      <ToggleRow
        label="Share usage data"
        checked={settings.shareUsage}
        onChange={toggle("shareUsage")}
      />
      <ToggleRow
        label="Show online status"
        checked={settings.showOnline}
        onChange={toggle("showOnline")}
      />

      <footer className="settings-panel__footer">
        <button type="button" onClick={onClose} disabled={saving}>
          {dirty ? "Save and close" : "Close"}
        </button>
      </footer>
    </div>
  );
}
