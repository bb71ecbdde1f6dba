#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "log.h"

static const char *LEVEL_NAMES[] = {
    "TRACE", "DEBUG", "INFO", "WARN", "ERROR", "FATAL",
};

static struct {
    FILE *fp;
    int level;
    int use_color;
    time_t opened_at;
} L = { NULL, LOG_INFO, 0, 0 };

static const char *LEVEL_COLORS[] = {
    "\x1b[94m", "\x1b[36m", "\x1b[32m", "\x1b[33m", "\x1b[31m", "\x1b[35m",
};

void log_set_level(int level)
{
    if (level >= LOG_TRACE && level <= LOG_FATAL) {
        L.level = level;
    }
}

int log_open(const char *path)
{
    FILE *fp = fopen(path, "a");
    if (fp == NULL) {
        return -1;
    }
    if (L.fp != NULL && L.fp != stderr) {
        fclose(L.fp);
    }
    L.fp = fp;
    L.use_color = 0;
    L.opened_at = time(NULL);
    return 0;
}

void log_use_stderr(void)
{
    L.fp = stderr;
    L.use_color = isatty(fileno(stderr));
}

void log_write(int level, const char *file, int line, const char *fmt, ...)
{
    va_list ap;
    char stamp[32];
    time_t now;

    if (level < L.level || L.fp == NULL) {
        return;
    }
    now = time(NULL);
    strftime(stamp, sizeof stamp, "%Y-%m-%dT%H:%M:%S", localtime(&now));
    if (L.use_color) {
        fprintf(L.fp, "%s %s%-5s\x1b[0m %s:%d: ", stamp, LEVEL_COLORS[level], LEVEL_NAMES[level], file, line);
    } else {
        fprintf(L.fp, "%s %-5s %s:%d: ", stamp, LEVEL_NAMES[level], file, line);
    }
    va_start(ap, fmt);
    vfprintf(L.fp, fmt, ap);
    va_end(ap);
    fputc('\n', L.fp);
    fflush(L.fp);
}

void log_close(void)
{
    if (L.fp != NULL && L.fp != stderr) {
        fclose(L.fp);
    }
    L.fp = NULL;
}
