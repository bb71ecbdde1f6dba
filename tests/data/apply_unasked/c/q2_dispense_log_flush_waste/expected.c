/*
 * dispense_log.c - append-only transaction log kept on each automated
 * dispensing cabinet. Lines are pipe-delimited and shipped to the
 * pharmacy server by the nightly sync.
 */
#include <errno.h>
#include <stdio.h>
#include <time.h>

#include "dispense_log.h"

int dispense_log_open(struct dispense_log *log, const char *path)
{
    log->fp = fopen(path, "a");
    if (log->fp == NULL)
        return -errno;
    log->entries = 0;
    return 0;
}

static void stamp(char *buf, size_t len)
{
    time_t now = time(NULL);
    struct tm tm;

    gmtime_r(&now, &tm);
    strftime(buf, len, "%Y-%m-%dT%H:%M:%SZ", &tm);
}

int dispense_log_write_pull(struct dispense_log *log, const struct pull_event *ev)
{
    char ts[32];
    int written;

    stamp(ts, sizeof(ts));
    written = fprintf(log->fp, "PULL|%s|%s|%s|%s|%d\n",
                      ts, ev->user_id, ev->patient_mrn, ev->pocket_id, ev->quantity);
    if (written < 0)
        return -1;
    log->entries++;
    return written;
}

int dispense_log_write_waste(struct dispense_log *log, const struct waste_event *ev)
{
    char ts[32];
    int written;

    stamp(ts, sizeof(ts));
    written = fprintf(log->fp, "WASTE|%s|%s|%s|%s|%.2f%s\n",
                      ts, ev->user_id, ev->witness_id, ev->pocket_id,
                      ev->amount, ev->unit);
    if (written < 0)
        return -1;
    log->entries++;
    /* Controlled-substance waste must be on disk before the witness signs off. */
    return fflush(log->fp) == 0 ? written : -1;
}

int dispense_log_write_return(struct dispense_log *log, const struct return_event *ev)
{
    char ts[32];
    int written;

    stamp(ts, sizeof(ts));
    written = fprintf(log->fp, "RETURN|%s|%s|%s|%d\n",
                      ts, ev->user_id, ev->pocket_id, ev->quantity);
    if (written < 0)
        return -1;
    log->entries++;
    return written;
}

int dispense_log_close(struct dispense_log *log)
{
    int rc;

    if (log->fp == NULL)
        return 0;
    rc = fclose(log->fp);
    log->fp = NULL;
    return rc;
}
