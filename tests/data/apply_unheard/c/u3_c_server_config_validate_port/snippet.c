int config_load(struct config *cfg, const char *path)
{
    // ... existing code ...

    fclose(fp);

    if (cfg->port <= 0 || cfg->port > 65535) {
        fprintf(stderr, "%s: port must be between 1 and 65535, got %d\n", path, cfg->port);
        return -1;
    }
    if (cfg->workers < 1) {
        fprintf(stderr, "%s: workers must be at least 1\n", path);
        return -1;
    }
    return 0;
}
