/*
 * log.c - tiny leveled logger for the daemon.
 */
#include <stdarg.h>
#include <stdio.h>
#include <time.h>

#include "log.h"

static FILE *log_stream = NULL;
static int log_min_level = LOG_LEVEL_INFO;

static const char *level_names[] = {
    "DEBUG", "INFO", "WARN", "ERROR",
};

void log_init(FILE *stream, int min_level)
{
    log_stream = stream != NULL ? stream : stderr;
    log_min_level = min_level;
}

void log_set_level(int level)
{
    log_min_level = level;
}

static void format_timestamp(char *buf, size_t len)
{
    time_t now = time(NULL);
    struct tm tm_now;

    localtime_r(&now, &tm_now);
    strftime(buf, len, "%Y-%m-%d %H:%M:%S", &tm_now);
}

void log_write(int level, const char *fmt, ...)
{
    char stamp[32];
    va_list ap;

    if (level < log_min_level || log_stream == NULL) {
        return;
    }

    format_timestamp(stamp, sizeof(stamp));
    fprintf(log_stream, "%s [%s] ", stamp, level_names[level]);

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
