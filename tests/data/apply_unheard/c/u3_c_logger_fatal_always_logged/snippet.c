static int should_log(enum log_level level)
{
    if (!g_logger.enabled) {
        return 0;
    }
    return level >= g_logger.min_level || level == LOG_FATAL;
}

// ... existing code ...
