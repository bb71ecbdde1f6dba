import { FormEvent, useState } from "react";

import { Button } from "../components/Button";
import { useCurrentUser } from "../hooks/useCurrentUser";
import { updateProfile } from "../api/profile";
import { LANGUAGES, TIME_ZONES } from "../lib/locale";

interface ProfileForm {
  displayName: string;
  email: string;
  timeZone: string;
  language: string;
  newsletter: boolean;
}

export function ProfileSettings() {
  const user = useCurrentUser();
  const [form, setForm] = useState<ProfileForm>({
    displayName: user.displayName,
    email: user.email,
    timeZone: user.timeZone,
    language: user.language,
    newsletter: user.newsletter,
  });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function update<K extends keyof ProfileForm>(key: K, value: ProfileForm[K]) {
    setForm((current) => ({ ...current, [key]: value }));
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await updateProfile(user.id, form);
    } catch (err) {
      setError(err instanceof Error ? err.message : "Could not save your profile");
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="settings-form" onSubmit={handleSubmit}>
      <h2>Profile</h2>

      <label className="field">
        <span>Display name</span>
        <input
          type="text"
          value={form.displayName}
          onChange={(e) => update("displayName", e.target.value)}
          required
        />
      </label>

      <label className="field">
        <span>Email</span>
        <input
          type="email"
          value={form.email}
          onChange={(e) => update("email", e.target.value)}
          required
        />
      </label>

      <label className="field">
        <span>Language</span>
        <select value={form.language} onChange={(e) => update("language", e.target.value)}>
          {LANGUAGES.map((language) => (
            <option key={language.code} value={language.code}>
              {language.name}
            </option>
          ))}
        </select>
      </label>

      <label className="field field--checkbox">
        <input
          type="checkbox"
          checked={form.newsletter}
          onChange={(e) => update("newsletter", e.target.checked)}
        />
        <span>Send me the monthly product newsletter</span>
      </label>

      {error && <p className="form-error">{error}</p>}

      <Button type="submit" disabled={saving}>
        {saving ? "Saving..." : "Save changes"}
      </Button>
    </form>
  );
}
