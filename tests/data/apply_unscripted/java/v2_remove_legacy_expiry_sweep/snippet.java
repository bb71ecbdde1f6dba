    // ... existing code ...

    /** Platelets only last five days, so they are checked every hour. */
    @Scheduled(cron = "0 0 * * * *")
    public void expirePlatelets() {
        // ... existing code ...
    }

    // removed legacyNightlySweep() - expireOutdatedUnits() already covers it

    /** Warns the blood bank staff about units that expire within the next 48 hours. */
    @Scheduled(cron = "0 0 7 * * *")
    public void warnAboutSoonToExpire() {
        // ... existing code ...
    }
}
