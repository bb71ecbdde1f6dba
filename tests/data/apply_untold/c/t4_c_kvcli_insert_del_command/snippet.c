/* ... */

static int cmd_set(struct kv_store *kv, int argc, char **argv)
{
    /* ... */
    return kv_set(kv, argv[1], argv[2]) == 0 ? 0 : 1;
}

static int cmd_del(struct kv_store *kv, int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: del KEY\n");
        return 2;
    }
    if (kv_delete(kv, argv[1]) != 0) {
        fprintf(stderr, "%s: not found\n", argv[1]);
        return 1;
    }
    return 0;
}

static int cmd_list(struct kv_store *kv, int argc, char **argv)
/* ... */

static const struct command commands[] = {
    { "get",  cmd_get,  "print the value of KEY" },
    { "set",  cmd_set,  "store VALUE under KEY" },
    { "del",  cmd_del,  "remove KEY" },
    { "list", cmd_list, "print every key and value" },
    /* ... */
