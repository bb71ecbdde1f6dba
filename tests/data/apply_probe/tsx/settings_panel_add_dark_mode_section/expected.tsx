import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { UserSettings } from "@/types/settings";

interface SettingsPanelProps {
  initial: UserSettings;
  onSave: (settings: UserSettings) => Promise<void>;
  onCancel: () => void;
}

export function SettingsPanel({ initial, onSave, onCancel }: SettingsPanelProps) {
  const [displayName, setDisplayName] = useState(initial.displayName);
  const [email, setEmail] = useState(initial.email);
  const [emailAlerts, setEmailAlerts] = useState(initial.emailAlerts);
  const [pushAlerts, setPushAlerts] = useState(initial.pushAlerts);
  const [darkMode, setDarkMode] = useState(initial.theme === "dark");
  const [saving, setSaving] = useState(false);

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    try {
      await onSave({
        ...initial,
        displayName,
        email,
        emailAlerts,
        pushAlerts,
        theme: darkMode ? "dark" : "light",
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-8">
      <header className="border-b pb-4">
        <h2 className="text-lg font-semibold">Settings</h2>
        <p className="text-sm text-muted-foreground">Manage your account preferences.</p>
      </header>

      <section className="space-y-4">
        <h3 className="font-medium">Profile</h3>
        <div className="grid gap-2">
          <Label htmlFor="displayName">Display name</Label>
          <Input id="displayName" value={displayName} onChange={(e) => setDisplayName(e.target.value)} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="email">Email</Label>
          <Input id="email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
      </section>

      <section className="space-y-4">
        <h3 className="font-medium">Notifications</h3>
        <div className="flex items-center justify-between">
          <Label htmlFor="emailAlerts">Email alerts</Label>
          <Switch id="emailAlerts" checked={emailAlerts} onCheckedChange={setEmailAlerts} />
        </div>
        <div className="flex items-center justify-between">
          <Label htmlFor="pushAlerts">Push notifications</Label>
          <Switch id="pushAlerts" checked={pushAlerts} onCheckedChange={setPushAlerts} />
        </div>
      </section>

      <section className="space-y-4">
        <h3 className="font-medium">Appearance</h3>
        <div className="flex items-center justify-between">
          <Label htmlFor="darkMode">Dark mode</Label>
          <Switch id="darkMode" checked={darkMode} onCheckedChange={setDarkMode} />
        </div>
      </section>

      <footer className="flex justify-end gap-2 border-t pt-4">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : "Save changes"}
        </Button>
      </footer>
    </form>
  );
}
