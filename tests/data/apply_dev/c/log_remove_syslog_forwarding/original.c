/*
 * log.c - tiny leveled logger for the daemon.
 */
#include <stdarg.h>
#include <stdio.h>
#include <syslog.h>
#include <time.h>

#include "log.h"

static FILE *log_stream = NULL;
static int use_syslog = 0;
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

/*
 * Legacy path: also forward messages to syslog. Kept for the old init
 * scripts; new deployments only log to a file.
 */
void log_enable_syslog(void)
{
    openlog("appd", LOG_PID, LOG_DAEMON);
    use_syslog = 1;
}

static void log_legacy_syslog(int level, const char *fmt, va_list ap)
{
    static const int prio[] = { LOG_DEBUG, LOG_INFO, LOG_WARNING, LOG_ERR };

    vsyslog(prio[level], fmt, ap);
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

    if (use_syslog) {
        va_start(ap, fmt);
        log_legacy_syslog(level, fmt, ap);
        va_end(ap);
    }
}

void log_close(void)
{
    if (use_syslog) {
        closelog();
        use_syslog = 0;
    }
    if (log_stream != NULL && log_stream != stderr) {
        fclose(log_stream);
    }
    log_stream = NULL;
}
