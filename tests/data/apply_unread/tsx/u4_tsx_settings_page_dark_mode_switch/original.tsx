import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { Button, Card, TextField } from '../components/ui';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { updateProfile } from '../api/users';
import styles from './SettingsPage.module.css';

type FormState = {
  displayName: string;
  email: string;
  timezone: string;
};

export default function SettingsPage() {
  const navigate = useNavigate();
  const { user, refresh } = useCurrentUser();
  const [form, setForm] = useState<FormState>({ displayName: '', email: '', timezone: 'UTC' });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (user) {
      setForm({
        displayName: user.displayName,
        email: user.email,
        timezone: user.timezone ?? 'UTC',
      });
    }
  }, [user]);

  const update = (field: keyof FormState) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setForm((prev) => ({ ...prev, [field]: event.target.value }));
  };

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await updateProfile(form);
      await refresh();
      navigate('/dashboard');
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not save settings');
    } finally {
      setSaving(false);
    }
  }

  if (!user) {
    return <p className={styles.loading}>Loading…</p>;
  }

  return (
    <form className={styles.page} onSubmit={handleSubmit}>
      <h1>Settings</h1>

      <Card title="Profile">
        <TextField label="Display name" value={form.displayName} onChange={update('displayName')} />
        <TextField label="Email" type="email" value={form.email} onChange={update('email')} />
      </Card>

      <Card title="Region">
        <TextField label="Timezone" value={form.timezone} onChange={update('timezone')} />
      </Card>

      {error && <p className={styles.error}>{error}</p>}

      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={() => navigate(-1)}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
