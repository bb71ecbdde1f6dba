  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // ... existing code ...

    setSubmitting(true);
    try {
      const booking = await bookLesson({ resortId, date, ...form });
      onBooked(booking);
      setForm(INITIAL_STATE);
    } catch (err) {
      if (err instanceof Error && err.message === "FULLY_BOOKED") {
        setError("All instructors are booked for this slot. Please pick another time.");
      } else {
        setError("The booking could not be completed. Please try again.");
      }
    } finally {
      setSubmitting(false);
    }
  };
