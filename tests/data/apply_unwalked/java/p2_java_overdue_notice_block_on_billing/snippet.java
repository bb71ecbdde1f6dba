// ... existing code ...

    @Override
    public void run() {
        LocalDate today = LocalDate.now(clock);
        // ... existing code ...
        for (Loan loan : overdue) {
            // ... existing code ...
            sender.send(patron.email(), type, loan);
            loans.recordNotice(loan.id(), type, today);
            if (type == NoticeType.BILLING) {
                patrons.blockBorrowing(patron.id(), "Billed for overdue item " + loan.barcode());
            }
            sent++;
        }
        // ... existing code ...
    }

// ... existing code ...
