/* ... existing code ... */

int dispense_log_write_waste(struct dispense_log *log, const struct waste_event *ev)
{
    /* ... existing code ... */
    log->entries++;
    /* Controlled-substance waste must be on disk before the witness signs off. */
    return fflush(log->fp) == 0 ? written : -1;
}

/* ... existing code ... */
