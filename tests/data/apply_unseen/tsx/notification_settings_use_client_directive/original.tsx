import { useEffect, useState } from "react";

import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { fetchPreferences, savePreferences, type Preferences } from "@/lib/api/preferences";

const CHANNELS: { key: keyof Preferences; label: string; hint: string }[] = [
  { key: "emailDigest", label: "Weekly digest", hint: "A summary of activity every Monday" },
  { key: "emailMentions", label: "Mentions", hint: "When someone @mentions you" },
  { key: "pushComments", label: "Comments", hint: "Push notification for new comments" },
  { key: "pushReminders", label: "Reminders", hint: "Due-date reminders on your devices" },
];

export default function NotificationSettingsPage() {
  const [prefs, setPrefs] = useState<Preferences | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    fetchPreferences()
      .then(setPrefs)
      .catch(() => setError("Could not load your preferences."));
  }, []);

  function toggle(key: keyof Preferences) {
    setPrefs((current) => (current ? { ...current, [key]: !current[key] } : current));
  }

  async function handleSave() {
    if (!prefs) return;
    setSaving(true);
    setError(null);
    try {
      await savePreferences(prefs);
    } catch {
      setError("Saving failed, please try again.");
    } finally {
      setSaving(false);
    }
  }

  if (!prefs) {
    return <p className="text-sm text-muted-foreground">{error ?? "Loading…"}</p>;
  }

  return (
    <section className="space-y-6">
      <header>
        <h1 className="text-xl font-semibold">Notifications</h1>
        <p className="text-sm text-muted-foreground">Choose how we keep you in the loop.</p>
      </header>
      <ul className="divide-y rounded-md border">
        {CHANNELS.map(({ key, label, hint }) => (
          <li key={key} className="flex items-center justify-between p-4">
            <div>
              <p className="font-medium">{label}</p>
              <p className="text-sm text-muted-foreground">{hint}</p>
            </div>
            <Switch checked={Boolean(prefs[key])} onCheckedChange={() => toggle(key)} aria-label={label} />
          </li>
        ))}
      </ul>
      {error && <p className="text-sm text-destructive">{error}</p>}
      <Button onClick={handleSave} disabled={saving}>
        {saving ? "Saving…" : "Save preferences"}
      </Button>
    </section>
  );
}
