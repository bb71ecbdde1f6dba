/* ... includes, level name/color tables and logger state unchanged ... */

static void log_write(log_level_t level, const char *file, int line, const char *fmt, va_list ap)
{
    FILE *out = logger.stream ? logger.stream : stderr;
    char stamp[32];
    struct timespec ts;
    struct tm tm;
    clock_gettime(CLOCK_REALTIME, &ts);
    localtime_r(&ts.tv_sec, &tm);
    size_t n = strftime(stamp, sizeof(stamp), "%Y-%m-%d %H:%M:%S", &tm);
    snprintf(stamp + n, sizeof(stamp) - n, ".%03ld", ts.tv_nsec / 1000000L);

    /* ... rest of log_write (prefix, message, flush) unchanged ... */
}

/* ... log_log and the remaining helpers stay the same ... */
