  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // ... existing amount validation ...
    if (financing === 'mortgage_pending' && parsedAmount > listing.askingPrice) {
      setError('Offers above the asking price need a mortgage agreed in principle.');
      return;
    }
    setError(null);
    setSubmitting(true);
    // ... existing code ...
  }
