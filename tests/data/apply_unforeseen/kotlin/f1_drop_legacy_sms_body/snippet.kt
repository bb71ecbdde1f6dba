// ... existing code ...

    private fun smsBody(patient: Patient, count: Int): String =
        "PawCare: ${patient.name} has $count vaccination(s) due soon. Reply BOOK to schedule."

    // ... removed deprecated legacySmsBody() — nothing calls it since the gateway switch ...

    private fun formatDueDate(date: LocalDate): String =
        date.format(DateTimeFormatter.ofPattern("d MMMM yyyy", Locale.UK))

// ... existing code ...
