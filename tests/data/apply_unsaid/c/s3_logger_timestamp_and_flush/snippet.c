void log_write(int level, const char *file, int line, const char *fmt, ...)
{
    va_list ap;
    char stamp[32];
    time_t now = time(NULL);
    struct tm tm_now;

    if (log_fp == NULL || level < log_min_level)
        return;

    localtime_r(&now, &tm_now);
    strftime(stamp, sizeof(stamp), "%Y-%m-%d %H:%M:%S", &tm_now);
    fprintf(log_fp, "%s %-5s %s:%d: ", stamp, level_names[level], file, line);

    // ... existing va_start / vfprintf / va_end ...

    fputc('\n', log_fp);
    if (level >= LOG_ERROR)
        fflush(log_fp);
}
