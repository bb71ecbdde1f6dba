// ... existing code ...
static int cmd_exit(int argc, char **argv);
static int cmd_history(int argc, char **argv);

void shell_register_builtins(struct shell *sh)
{
    // ... existing commands ...
    shell_register(sh, "history", cmd_history, "list earlier commands");
}
// ... existing code ...

static int cmd_history(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    shell_print_history();
    return 0;
}
