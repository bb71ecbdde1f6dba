export function CheckInPanel({ booking, onCheckedIn }: CheckInPanelProps) {
  // ... existing code ...

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const normalised = registration.replace(/\s+/g, '').toUpperCase();
    setError(null);
    setSubmitting(true);
    try {
      const result = await checkInVehicle(booking.reference, normalised);
      // ... existing code ...
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="checkin-panel" onSubmit={handleSubmit}>
      {/* ... existing code ... */}
      <input
        id="registration"
        value={registration}
        onChange={(e) => setRegistration(e.target.value.toUpperCase())}
        autoComplete="off"
        disabled={submitting}
      />
      {/* ... existing code ... */}
    </form>
  );
}
