/* ... existing code ... */
#define HOURS_PER_LITIGATED_CLAIM 6.0
#define HOURS_PER_FRAUD_REVIEW    2.0
#define STALE_AFTER_SECONDS       (14 * 24 * 3600.0)

/* ... existing code ... */

    for (size_t i = 0; i < n; i++) {
        /* ... existing code ... */

        if (is_stale(c, now)) {
            out->stale++;
        }
        if (c->fraud_flags != 0) {
            out->flagged++;
            out->est_hours += HOURS_PER_FRAUD_REVIEW;
        }
    }

    /* ... existing code ... */
