/*
 * log.c - tiny leveled logger for the daemon.
 */
#include <stdarg.h>
#include <stdio.h>
#include <time.h>

#include "log.h"

static FILE *log_stream = NULL;
static int log_min_level = LOG_LEVEL_INFO;

// ... existing code ...

static void format_timestamp(char *buf, size_t len)
{
    // ... existing code ...
}

/* ... removed log_enable_syslog() and log_legacy_syslog() ... */

void log_write(int level, const char *fmt, ...)
{
    // ... existing code ...
    va_start(ap, fmt);
    vfprintf(log_stream, fmt, ap);
    va_end(ap);
    fputc('\n', log_stream);
}

void log_close(void)
{
    if (log_stream != NULL && log_stream != stderr) {
        fclose(log_stream);
    }
    log_stream = NULL;
}
