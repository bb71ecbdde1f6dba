    @Scheduled(cron = "0 30 7 * * MON-SAT")
    public void sendSecondNotices() {
        // ... existing code ...
        for (Loan loan : overdue) {
            sender.sendOverdueNotice(loan, NoticeLevel.SECOND);
            loans.recordNotice(loan.getId(), NoticeLevel.SECOND, today);
            loans.blockBorrowing(loan.getPatronBarcode(), "Second overdue notice for an interlibrary loan item");
            sent++;
        }
        // ... existing code ...
    }
