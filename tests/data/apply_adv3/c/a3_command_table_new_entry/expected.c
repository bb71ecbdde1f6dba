#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "device.h"

typedef int (*command_fn)(struct device *dev, int argc, char **argv);

struct command {
    const char *name;
    command_fn run;
    int min_args;
    const char *help;
};

static int cmd_status(struct device *dev, int argc, char **argv)
{
    (void)argc;
    (void)argv;
    printf("state: %s\n", device_state_name(dev));
    printf("uptime: %lu s\n", device_uptime(dev));
    return 0;
}

static int cmd_reset(struct device *dev, int argc, char **argv)
{
    (void)argc;
    (void)argv;
    return device_reset(dev) == 0 ? 0 : 1;
}

static int cmd_set(struct device *dev, int argc, char **argv)
{
    (void)argc;
    return device_set_param(dev, argv[1], argv[2]) == 0 ? 0 : 1;
}

static int cmd_get(struct device *dev, int argc, char **argv)
{
    char value[64];

    (void)argc;
    if (device_get_param(dev, argv[1], value, sizeof(value)) != 0)
        return 1;
    printf("%s = %s\n", argv[1], value);
    return 0;
}

static int cmd_reboot(struct device *dev, int argc, char **argv)
{
    unsigned delay = argc > 1 ? (unsigned)strtoul(argv[1], NULL, 10) : 0;

    return device_reboot(dev, delay) == 0 ? 0 : 1;
}

static const struct command commands[] = {
    { "status", cmd_status, 0, "show device state and uptime" },
    { "reset",  cmd_reset,  0, "reset the device" },
    { "set",    cmd_set,    2, "set <param> <value>" },
    { "get",    cmd_get,    1, "get <param>" },
    { "reboot", cmd_reboot, 0, "reboot [delay-seconds]" },
};

int run_command(struct device *dev, int argc, char **argv)
{
    size_t i;

    if (argc < 1) {
        fprintf(stderr, "no command given\n");
        return 2;
    }
    for (i = 0; i < sizeof(commands) / sizeof(commands[0]); i++) {
        if (strcmp(commands[i].name, argv[0]) != 0)
            continue;
        if (argc - 1 < commands[i].min_args) {
            fprintf(stderr, "usage: %s\n", commands[i].help);
            return 2;
        }
        return commands[i].run(dev, argc, argv);
    }
    fprintf(stderr, "unknown command: %s\n", argv[0]);
    return 2;
}
