/* ... existing code ... */

static int cmd_del(kv_store_t *store, int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: del <key> [<key> ...]\n");
        return 1;
    }
    int removed = 0;
    for (int i = 1; i < argc; i++) {
        removed += kv_delete(store, argv[i]);
    }
    printf("(integer) %d\n", removed);
    return 0;
}

/* ... existing code ... */
