import React, { useState } from 'react';
import { useMutation } from '@tanstack/react-query';

import { submitFirstNotice } from '../api/claims';
import { DateInput, Select, TextArea, TextInput } from '../ui/form';
import type { LossCause } from '../types';

const LOSS_CAUSES: { value: LossCause; label: string }[] = [
  { value: 'collision', label: 'Collision' },
  { value: 'theft', label: 'Theft' },
  { value: 'water', label: 'Water damage' },
  { value: 'fire', label: 'Fire' },
  { value: 'other', label: 'Other' },
];

interface FirstNoticeFormProps {
  policyNumber: string;
  onSubmitted: (claimId: string) => void;
}

export function FirstNoticeForm({ policyNumber, onSubmitted }: FirstNoticeFormProps) {
  const [lossDate, setLossDate] = useState<string>('');
  const [cause, setCause] = useState<LossCause>('collision');
  const [description, setDescription] = useState('');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');

  const mutation = useMutation({
    mutationFn: submitFirstNotice,
    onSuccess: (result) => onSubmitted(result.claimId),
  });

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    mutation.mutate({
      policyNumber,
      lossDate,
      cause,
      description,
      contact: { phone, email },
    });
  };

  return (
    <form className="fnol-form" onSubmit={handleSubmit}>
      <h2>Report a claim</h2>
      <p className="fnol-form__policy">Policy {policyNumber}</p>

      <DateInput label="Date of loss" value={lossDate} onChange={setLossDate} required />
      <Select label="What happened?" options={LOSS_CAUSES} value={cause} onChange={setCause} />
      <TextArea
        label="Describe the loss"
        value={description}
        onChange={setDescription}
        maxLength={2000}
      />

      <fieldset className="fnol-form__contact">
        <legend>How can your adjuster reach you?</legend>
        <TextInput label="Phone" type="tel" value={phone} onChange={setPhone} />
        <TextInput label="Email" type="email" value={email} onChange={setEmail} />
      </fieldset>

      {mutation.isError && (
        <p className="fnol-form__error" role="alert">
          We couldn't submit your claim. Please try again.
        </p>
      )}

      <button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? 'Submitting…' : 'Submit claim'}
      </button>
    </form>
  );
}
