import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { useUpdateSettings, type NotificationSettings } from "@/api/settings";

type Props = {
  initial: NotificationSettings;
};

type ToggleRowProps = {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (value: boolean) => void;
};

function ToggleRow({ id, label, hint, checked, onChange }: ToggleRowProps) {
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p className="text-xs text-muted-foreground">{hint}</p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </div>
  );
}

export function NotificationSettingsPanel({ initial }: Props) {
  const [settings, setSettings] = useState<NotificationSettings>(initial);
  const update = useUpdateSettings();

  const set = <K extends keyof NotificationSettings>(key: K, value: NotificationSettings[K]) =>
    setSettings((prev) => ({ ...prev, [key]: value }));

  return (
    <form
      className="space-y-6"
      onSubmit={(e) => {
        e.preventDefault();
        update.mutate(settings);
      }}
    >
      <section>
        <h2 className="text-base font-semibold">Email</h2>
        <div className="divide-y">
          <ToggleRow
            id="email-mentions"
            label="Mentions"
            hint="When someone @mentions you in a comment."
            checked={settings.emailMentions}
            onChange={(v) => set("emailMentions", v)}
          />
          <ToggleRow
            id="email-assignments"
            label="Assignments"
            hint="When an issue is assigned to you."
            checked={settings.emailAssignments}
            onChange={(v) => set("emailAssignments", v)}
          />
          <ToggleRow
            id="email-digest"
            label="Weekly digest"
            hint="A Monday summary of activity in your projects."
            checked={settings.emailDigest}
            onChange={(v) => set("emailDigest", v)}
          />
          <ToggleRow
            id="email-releases"
            label="Releases"
            hint="When a project you follow ships a release."
            checked={settings.emailReleases}
            onChange={(v) => set("emailReleases", v)}
          />
        </div>
      </section>

      <section>
        <h2 className="text-base font-semibold">Push</h2>
        <div className="divide-y">
          <ToggleRow
            id="push-mentions"
            label="Mentions"
            hint="When someone @mentions you in a comment."
            checked={settings.pushMentions}
            onChange={(v) => set("pushMentions", v)}
          />
          <ToggleRow
            id="push-assignments"
            label="Assignments"
            hint="When an issue is assigned to you."
            checked={settings.pushAssignments}
            onChange={(v) => set("pushAssignments", v)}
          />
        </div>
      </section>

      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? "Saving…" : "Save changes"}
        </Button>
      </div>
    </form>
  );
}
