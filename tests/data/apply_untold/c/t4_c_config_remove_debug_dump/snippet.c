/* ... existing code ... */

int config_validate(const struct config *cfg)
{
    if (cfg->port <= 0 || cfg->port > 65535)
        return -1;
    if (cfg->workers < 1 || cfg->workers > 256)
        return -1;
    if (cfg->root == NULL)
        return -1;
    return 0;
}

void config_free(struct config *cfg)
{
    free(cfg->root);
    cfg->root = NULL;
}
