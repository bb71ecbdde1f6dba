export function FnolForm({ policyNumber, onSubmitted }: FnolFormProps) {
  // ... existing code ...
  const [description, setDescription] = useState("");
  const [policeReportNumber, setPoliceReportNumber] = useState("");
  const [submitting, setSubmitting] = useState(false);
  // ... existing code ...

    const payload: FnolPayload = {
      policyNumber,
      lossDate,
      lossType,
      description: description.trim(),
      channel: "portal",
      ...(lossType === "theft" && policeReportNumber.trim()
        ? { policeReportNumber: policeReportNumber.trim() }
        : {}),
    };

    // ... existing code ...
  }

  return (
    <form className="fnol-form" onSubmit={handleSubmit} noValidate>
      {/* ... existing code ... */}
      <Field label="What happened?" htmlFor="loss-description">
        {/* ... existing code ... */}
      </Field>
      {lossType === "theft" && (
        <Field label="Police report number" htmlFor="police-report-number">
          <input
            id="police-report-number"
            value={policeReportNumber}
            onChange={(e) => setPoliceReportNumber(e.target.value)}
          />
        </Field>
      )}
      {/* ... existing code ... */}
    </form>
  );
}
