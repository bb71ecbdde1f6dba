#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "log.h"

static const char *level_names[] = {
    "TRACE", "DEBUG", "INFO", "WARN", "ERROR", "FATAL",
};

static const char *level_colors[] = {
    "\x1b[94m", "\x1b[36m", "\x1b[32m", "\x1b[33m", "\x1b[31m", "\x1b[35m",
};

static struct {
    FILE *stream;
    log_level_t min_level;
    int use_color;
} logger = { NULL, LOG_INFO, 1 };

void log_init(FILE *stream, log_level_t min_level, int use_color)
{
    logger.stream = stream;
    logger.min_level = min_level;
    logger.use_color = use_color;
}

static const char *basename_of(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

static void log_write(log_level_t level, const char *file, int line, const char *fmt, va_list ap)
{
    FILE *out = logger.stream ? logger.stream : stderr;
    char stamp[16];
    time_t now = time(NULL);
    strftime(stamp, sizeof(stamp), "%H:%M:%S", localtime(&now));

    if (logger.use_color) {
        fprintf(out, "%s %s%-5s\x1b[0m %s:%d: ", stamp, level_colors[level], level_names[level],
                basename_of(file), line);
    } else {
        fprintf(out, "%s %-5s %s:%d: ", stamp, level_names[level], basename_of(file), line);
    }
    vfprintf(out, fmt, ap);
    fputc('\n', out);
    fflush(out);
}

void log_log(log_level_t level, const char *file, int line, const char *fmt, ...)
{
    if (level < logger.min_level) {
        return;
    }
    va_list ap;
    va_start(ap, fmt);
    log_write(level, file, line, fmt, ap);
    va_end(ap);
}

void log_set_level(log_level_t level)
{
    logger.min_level = level;
}

const char *log_level_name(log_level_t level)
{
    return level_names[level];
}
