import React, { useState } from 'react';

import type { VisitType } from '../api/visitTypes';
import { bookAppointment } from '../api/booking';

interface BookingFormProps {
  slotId: string;
  visitTypes: VisitType[];
  onBooked: (appointmentId: string) => void;
}

interface BookingFormState {
  visitTypeCode: string;
  reason: string;
  insuranceMemberId: string;
  insuranceGroup: string;
  telehealth: boolean;
}

const MAX_REASON_LENGTH = 500;

function validate(state: BookingFormState): string | null {
  if (!state.visitTypeCode) {
    return 'Please choose a visit type.';
  }
  if (state.reason.length > MAX_REASON_LENGTH) {
    return `Please keep the reason under ${MAX_REASON_LENGTH} characters.`;
  }
  return null;
}

export function AppointmentBookingForm({ slotId, visitTypes, onBooked }: BookingFormProps) {
  const [state, setState] = useState<BookingFormState>({
    visitTypeCode: '',
    reason: '',
    insuranceMemberId: '',
    insuranceGroup: '',
    telehealth: false,
  });
  const selectedVisitType = visitTypes.find((vt) => vt.code === state.visitTypeCode);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const update = <K extends keyof BookingFormState>(key: K, value: BookingFormState[K]) =>
    setState((prev) => ({ ...prev, [key]: value }));

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validate(state);
    if (problem) {
      setError(problem);
      return;
    }
    setSubmitting(true);
    try {
      const { appointmentId } = await bookAppointment({ slotId, ...state });
      onBooked(appointmentId);
    } catch {
      setError('We could not book this time. Please try another slot.');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="booking-form" onSubmit={handleSubmit} noValidate>
      <label htmlFor="visit-type">Visit type</label>
      <select
        id="visit-type"
        value={state.visitTypeCode}
        onChange={(e) => update('visitTypeCode', e.target.value)}
      >
        <option value="">Choose…</option>
        {visitTypes.map((vt) => (
          <option key={vt.code} value={vt.code}>
            {vt.label}
          </option>
        ))}
      </select>

      <label htmlFor="reason">Reason for visit (optional)</label>
      <textarea
        id="reason"
        value={state.reason}
        maxLength={MAX_REASON_LENGTH}
        onChange={(e) => update('reason', e.target.value)}
      />

      {selectedVisitType?.telehealthEligible && (
        <label className="booking-form__checkbox">
          <input
            type="checkbox"
            checked={state.telehealth}
            onChange={(e) => update('telehealth', e.target.checked)}
          />
          Make this a video visit
        </label>
      )}

      <fieldset>
        <legend>Insurance</legend>
        <label htmlFor="member-id">Member ID</label>
        <input
          id="member-id"
          value={state.insuranceMemberId}
          onChange={(e) => update('insuranceMemberId', e.target.value)}
        />
        <label htmlFor="group">Group number</label>
        <input id="group" value={state.insuranceGroup} onChange={(e) => update('insuranceGroup', e.target.value)} />
      </fieldset>

      {error && <p role="alert" className="booking-form__error">{error}</p>}

      <button type="submit" disabled={submitting}>
        {submitting ? 'Booking…' : 'Book appointment'}
      </button>
    </form>
  );
}
