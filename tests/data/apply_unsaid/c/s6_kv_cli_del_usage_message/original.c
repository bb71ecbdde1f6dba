#include <stdio.h>
#include <string.h>

#include "kv_store.h"

typedef int (*command_fn)(kv_store_t *store, int argc, char **argv);

struct command {
    const char *name;
    command_fn fn;
    const char *help;
};

static int cmd_get(kv_store_t *store, int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: get <key>\n");
        return 1;
    }
    const char *value = kv_get(store, argv[1]);
    printf("%s\n", value ? value : "(nil)");
    return 0;
}

static int cmd_set(kv_store_t *store, int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: set <key> <value>\n");
        return 1;
    }
    kv_set(store, argv[1], argv[2]);
    printf("OK\n");
    return 0;
}

static int cmd_del(kv_store_t *store, int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: del <key>\n");
        return 1;
    }
    int removed = 0;
    for (int i = 1; i < argc; i++) {
        removed += kv_delete(store, argv[i]);
    }
    printf("(integer) %d\n", removed);
    return 0;
}

static int cmd_exists(kv_store_t *store, int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: exists <key>\n");
        return 1;
    }
    printf("(integer) %d\n", kv_get(store, argv[1]) != NULL);
    return 0;
}

static const struct command commands[] = {
    { "get", cmd_get, "get the value of a key" },
    { "set", cmd_set, "set a key to a value" },
    { "del", cmd_del, "delete one or more keys" },
    { "exists", cmd_exists, "check whether a key exists" },
};

int dispatch_command(kv_store_t *store, int argc, char **argv)
{
    if (argc == 0) {
        return 0;
    }
    for (size_t i = 0; i < sizeof(commands) / sizeof(commands[0]); i++) {
        if (strcmp(argv[0], commands[i].name) == 0) {
            return commands[i].fn(store, argc, argv);
        }
    }
    fprintf(stderr, "unknown command '%s'\n", argv[0]);
    return 1;
}
