/*
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * log.c - leveled logging for the backup daemon.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "log.h"

/* Long paths in error messages were getting truncated at 256. */
#define LOG_BUF_SIZE 1024

static enum log_level current_level = LOG_INFO;
static FILE *log_stream = NULL;

static const char *const level_names[] = {
    [LOG_DEBUG] = "DEBUG",
    [LOG_INFO] = "INFO",
    [LOG_WARN] = "WARN",
    [LOG_ERROR] = "ERROR",
};

void log_set_level(enum log_level level)
{
    current_level = level;
}

void log_set_stream(FILE *stream)
{
    log_stream = stream;
}

static void log_write(enum log_level level, const char *fmt, va_list ap)
{
    char msg[LOG_BUF_SIZE];
    char stamp[32];
    time_t now = time(NULL);
    struct tm tm;

    if (level < current_level) {
        return;
    }
    localtime_r(&now, &tm);
    strftime(stamp, sizeof stamp, "%Y-%m-%d %H:%M:%S", &tm);
    vsnprintf(msg, sizeof msg, fmt, ap);
    fprintf(log_stream ? log_stream : stderr, "%s [%s] %s\n", stamp, level_names[level], msg);
}

void log_debug(const char *fmt, ...)
{
    va_list ap;

    va_start(ap, fmt);
    log_write(LOG_DEBUG, fmt, ap);
    va_end(ap);
}

void log_info(const char *fmt, ...)
{
    va_list ap;

    va_start(ap, fmt);
    log_write(LOG_INFO, fmt, ap);
    va_end(ap);
}

void log_warn(const char *fmt, ...)
{
    va_list ap;

    va_start(ap, fmt);
    log_write(LOG_WARN, fmt, ap);
    va_end(ap);
}

void log_error(const char *fmt, ...)
{
    va_list ap;

    va_start(ap, fmt);
    log_write(LOG_ERROR, fmt, ap);
    va_end(ap);
}
