#include "log.h"

#include <stdarg.h>
#include <stdio.h>
#include <time.h>

static struct {
    enum log_level min_level;
    FILE *out;
    int enabled;
    int use_color;
} g_logger = { LOG_INFO, NULL, 1, 0 };

static const char *level_colors[] = {
    "\x1b[94m", "\x1b[36m", "\x1b[32m", "\x1b[33m", "\x1b[31m", "\x1b[35m"
};

void log_set_level(enum log_level level)
{
    g_logger.min_level = level;
}

void log_set_output(FILE *out)
{
    g_logger.out = out;
}

void log_set_enabled(int enabled)
{
    g_logger.enabled = enabled;
}

void log_set_color(int use_color)
{
    g_logger.use_color = use_color;
}

const char *log_level_name(enum log_level level)
{
    static const char *names[] = { "TRACE", "DEBUG", "INFO", "WARN", "ERROR", "FATAL" };

    if (level < LOG_TRACE || level > LOG_FATAL) {
        return "UNKNOWN";
    }
    return names[level];
}

static int should_log(enum log_level level)
{
    if (!g_logger.enabled) {
        return 0;
    }
    return level >= g_logger.min_level;
}

void log_write(enum log_level level, const char *file, int line, const char *fmt, ...)
{
    char stamp[32];
    time_t now;
    va_list args;
    FILE *out;

    if (!should_log(level)) {
        return;
    }
    out = g_logger.out != NULL ? g_logger.out : stderr;
    now = time(NULL);
    strftime(stamp, sizeof(stamp), "%Y-%m-%d %H:%M:%S", localtime(&now));

    if (g_logger.use_color) {
        fprintf(out, "%s %s%-5s\x1b[0m %s:%d: ", stamp, level_colors[level],
                log_level_name(level), file, line);
    } else {
        fprintf(out, "%s %-5s %s:%d: ", stamp, log_level_name(level), file, line);
    }

    va_start(args, fmt);
    vfprintf(out, fmt, args);
    va_end(args);
    fputc('\n', out);
    fflush(out);
}
