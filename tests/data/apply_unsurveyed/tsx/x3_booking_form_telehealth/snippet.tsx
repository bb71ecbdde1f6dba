// ... imports and props unchanged ...

interface BookingFormState {
  visitTypeCode: string;
  reason: string;
  insuranceMemberId: string;
  insuranceGroup: string;
  telehealth: boolean;
}

// ... MAX_REASON_LENGTH and validate() as before ...

export function AppointmentBookingForm({ slotId, visitTypes, onBooked }: BookingFormProps) {
  const [state, setState] = useState<BookingFormState>({
    visitTypeCode: '',
    reason: '',
    insuranceMemberId: '',
    insuranceGroup: '',
    telehealth: false,
  });
  const selectedVisitType = visitTypes.find((vt) => vt.code === state.visitTypeCode);

  // ... error/submitting state, update() and handleSubmit() unchanged ...

  return (
    <form className="booking-form" onSubmit={handleSubmit} noValidate>
      {/* ... visit type select and reason textarea unchanged ... */}

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
        {/* ... member ID and group inputs unchanged ... */}
      </fieldset>

      {/* ... error message and submit button unchanged ... */}
    </form>
  );
}
