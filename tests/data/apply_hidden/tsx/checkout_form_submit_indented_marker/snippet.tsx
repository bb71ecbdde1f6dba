  const handleSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setError(null);

    // ... existing validation ...

    setSubmitting(true);
    try {
      const order = await submitOrder({ items, email: email.trim().toLowerCase(), address });
      clear();
      navigate(`/orders/${order.id}/confirmation`, { replace: true, state: { email } });
    } catch (err) {
      setError(err instanceof Error ? err.message : "Something went wrong.");
    } finally {
      setSubmitting(false);
    }
  };
