/* ... */

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
    /* ... (rest unchanged) ... */
}

/* ... */
