// ... imports, LOSS_CAUSES and the props interface unchanged ...

export function FirstNoticeForm({ policyNumber, onSubmitted }: FirstNoticeFormProps) {
  // ... lossDate / cause / description / phone state unchanged ...
  const [email, setEmail] = useState('');
  const [policeReport, setPoliceReport] = useState('');

  // ... mutation setup unchanged ...

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    mutation.mutate({
      policyNumber,
      lossDate,
      cause,
      description,
      policeReportNumber: cause === 'theft' ? policeReport : undefined,
      contact: { phone, email },
    });
  };

  return (
    <form className="fnol-form" onSubmit={handleSubmit}>
      {/* ... heading, policy line and date input as before ... */}
      <Select label="What happened?" options={LOSS_CAUSES} value={cause} onChange={setCause} />
      {cause === 'theft' && (
        <TextInput
          label="Police report number"
          value={policeReport}
          onChange={setPoliceReport}
          required
        />
      )}
      {/* ... description, contact fieldset, error and submit button unchanged ... */}
    </form>
  );
}
