// ... existing code ...

long config_get_int(const struct config *cfg, const char *key, long fallback)
{
    const char *value = config_lookup(cfg, key);
    char *end;
    long result;

    if (!value)
        return fallback;

    errno = 0;
    result = strtol(value, &end, 10);
    if (errno != 0 || end == value || *end != '\0')
        return fallback;
    return result;
}

// ... existing code ...
