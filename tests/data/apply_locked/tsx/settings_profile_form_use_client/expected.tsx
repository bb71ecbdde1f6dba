'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';

import { updateProfile } from '@/lib/api/profile';
import type { Profile } from '@/lib/types';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

interface ProfileFormProps {
  profile: Profile;
}

type FieldErrors = Partial<Record<keyof Profile, string>>;

function validate(values: Profile): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.displayName.trim()) {
    errors.displayName = 'Display name is required';
  }
  if (values.bio.length > 280) {
    errors.bio = 'Bio must be 280 characters or fewer';
  }
  if (values.website && !/^https?:\/\//.test(values.website)) {
    errors.website = 'Website must start with http:// or https://';
  }
  return errors;
}

export function ProfileForm({ profile }: ProfileFormProps) {
  const router = useRouter();
  const [values, setValues] = useState<Profile>(profile);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  function update<K extends keyof Profile>(key: K, value: Profile[K]) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      return;
    }
    setSaving(true);
    try {
      await updateProfile(values);
      router.refresh();
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-6" noValidate>
      <div className="space-y-2">
        <Label htmlFor="displayName">Display name</Label>
        <Input
          id="displayName"
          value={values.displayName}
          onChange={(e) => update('displayName', e.target.value)}
          aria-invalid={Boolean(errors.displayName)}
        />
        {errors.displayName && <p className="text-sm text-red-600">{errors.displayName}</p>}
      </div>
      <div className="space-y-2">
        <Label htmlFor="bio">Bio</Label>
        <Textarea id="bio" rows={4} value={values.bio} onChange={(e) => update('bio', e.target.value)} />
        {errors.bio && <p className="text-sm text-red-600">{errors.bio}</p>}
      </div>
      <div className="space-y-2">
        <Label htmlFor="website">Website</Label>
        <Input id="website" type="url" value={values.website ?? ''} onChange={(e) => update('website', e.target.value)} />
        {errors.website && <p className="text-sm text-red-600">{errors.website}</p>}
      </div>
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving…' : 'Save changes'}
      </Button>
    </form>
  );
}
