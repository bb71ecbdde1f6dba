// ... existing code ...

static int cmd_reboot(struct device *dev, int argc, char **argv)
{
    unsigned delay = argc > 1 ? (unsigned)strtoul(argv[1], NULL, 10) : 0;

    return device_reboot(dev, delay) == 0 ? 0 : 1;
}

static const struct command commands[] = {
    // ... existing entries ...
    { "get",    cmd_get,    1, "get <param>" },
    { "reboot", cmd_reboot, 0, "reboot [delay-seconds]" },
