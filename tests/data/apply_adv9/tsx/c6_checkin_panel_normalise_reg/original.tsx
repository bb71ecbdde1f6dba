import { useState } from 'react';
import type { FormEvent } from 'react';

import { checkInVehicle } from '../api/checkin';
import { Banner } from '../components/Banner';
import type { Booking } from '../types';

interface CheckInPanelProps {
  booking: Booking;
  onCheckedIn: (lane: number) => void;
}

export function CheckInPanel({ booking, onCheckedIn }: CheckInPanelProps) {
  const [registration, setRegistration] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      const result = await checkInVehicle(booking.reference, registration.trim());
      if (!result.ok) {
        setError(
          result.reason === 'CHECKIN_CLOSED'
            ? 'Check-in for this sailing has closed.'
            : 'That registration does not match the booking.',
        );
        return;
      }
      onCheckedIn(result.lane);
    } catch (err) {
      console.error('check-in failed', err);
      setError('Could not reach the check-in service. Please see a member of staff.');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="checkin-panel" onSubmit={handleSubmit}>
      <h2>Check in for {booking.sailingCode}</h2>
      <p className="checkin-panel__vehicle">
        {booking.vehicleMake} {booking.vehicleModel}
      </p>
      {error && <Banner tone="error">{error}</Banner>}
      <label htmlFor="registration">Vehicle registration</label>
      <input
        id="registration"
        value={registration}
        onChange={(e) => setRegistration(e.target.value)}
        autoComplete="off"
        disabled={submitting}
      />
      <button type="submit" disabled={submitting || registration.length === 0}>
        {submitting ? 'Checking in…' : 'Check in'}
      </button>
    </form>
  );
}
