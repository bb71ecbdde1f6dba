#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kv.h"

struct command {
    const char *name;
    int (*run)(struct kv_store *kv, int argc, char **argv);
    const char *help;
};

static int cmd_get(struct kv_store *kv, int argc, char **argv)
{
    const char *value;

    if (argc != 2) {
        fprintf(stderr, "usage: get KEY\n");
        return 2;
    }
    value = kv_get(kv, argv[1]);
    if (value == NULL) {
        fprintf(stderr, "%s: not found\n", argv[1]);
        return 1;
    }
    printf("%s\n", value);
    return 0;
}

static int cmd_set(struct kv_store *kv, int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: set KEY VALUE\n");
        return 2;
    }
    return kv_set(kv, argv[1], argv[2]) == 0 ? 0 : 1;
}

static int cmd_list(struct kv_store *kv, int argc, char **argv)
{
    struct kv_iter it;

    (void)argc;
    (void)argv;
    kv_iter_init(&it, kv);
    while (kv_iter_next(&it))
        printf("%s=%s\n", it.key, it.value);
    return 0;
}

static const struct command commands[] = {
    { "get",  cmd_get,  "print the value of KEY" },
    { "set",  cmd_set,  "store VALUE under KEY" },
    { "list", cmd_list, "print every key and value" },
    { NULL, NULL, NULL },
};

static void usage(const char *prog)
{
    const struct command *cmd;

    fprintf(stderr, "usage: %s DB COMMAND [ARGS...]\n\ncommands:\n", prog);
    for (cmd = commands; cmd->name != NULL; cmd++)
        fprintf(stderr, "  %-6s %s\n", cmd->name, cmd->help);
}

int main(int argc, char **argv)
{
    const struct command *cmd;
    struct kv_store *kv;
    int rc;

    if (argc < 3) {
        usage(argv[0]);
        return 2;
    }
    kv = kv_open(argv[1]);
    if (kv == NULL) {
        perror(argv[1]);
        return 1;
    }
    for (cmd = commands; cmd->name != NULL; cmd++) {
        if (strcmp(cmd->name, argv[2]) == 0)
            break;
    }
    if (cmd->name == NULL) {
        usage(argv[0]);
        kv_close(kv);
        return 2;
    }
    rc = cmd->run(kv, argc - 2, argv + 2);
    kv_close(kv);
    return rc;
}
