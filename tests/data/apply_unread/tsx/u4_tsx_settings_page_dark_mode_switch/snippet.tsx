import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { Button, Card, Switch, TextField } from '../components/ui';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { useTheme } from '../hooks/useTheme';
import { updateProfile } from '../api/users';
import styles from './SettingsPage.module.css';

// ... existing code ...

export default function SettingsPage() {
  const navigate = useNavigate();
  const { user, refresh } = useCurrentUser();
  const { theme, setTheme } = useTheme();
  // ... existing code ...

      <Card title="Region">
        <TextField label="Timezone" value={form.timezone} onChange={update('timezone')} />
      </Card>

      <Card title="Appearance">
        <Switch
          label="Dark mode"
          checked={theme === 'dark'}
          onChange={(checked) => setTheme(checked ? 'dark' : 'light')}
        />
      </Card>

      {/* ... existing code ... */}
