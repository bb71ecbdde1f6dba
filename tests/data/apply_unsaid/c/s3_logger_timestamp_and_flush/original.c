#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "log.h"

static FILE *log_fp = NULL;
static int log_min_level = LOG_INFO;

static const char *level_names[] = {
    "DEBUG", "INFO", "WARN", "ERROR",
};

int log_open(const char *path, int min_level)
{
    if (path == NULL) {
        log_fp = stderr;
    } else {
        log_fp = fopen(path, "a");
        if (log_fp == NULL)
            return -1;
    }
    log_min_level = min_level;
    return 0;
}

void log_set_level(int level)
{
    log_min_level = level;
}

void log_write(int level, const char *file, int line, const char *fmt, ...)
{
    va_list ap;

    if (log_fp == NULL || level < log_min_level)
        return;

    fprintf(log_fp, "%-5s %s:%d: ", level_names[level], file, line);

    va_start(ap, fmt);
    vfprintf(log_fp, fmt, ap);
    va_end(ap);

    fputc('\n', log_fp);
}

void log_close(void)
{
    if (log_fp != NULL && log_fp != stderr)
        fclose(log_fp);
    log_fp = NULL;
}
