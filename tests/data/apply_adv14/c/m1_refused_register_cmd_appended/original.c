#include "shell.h"

static int cmd_help(int argc, char **argv);
static int cmd_echo(int argc, char **argv);
static int cmd_exit(int argc, char **argv);

void shell_register_builtins(struct shell *sh)
{
    shell_register(sh, "help", cmd_help, "list commands");
    shell_register(sh, "echo", cmd_echo, "print arguments");
    shell_register(sh, "exit", cmd_exit, "leave the shell");
}

static int cmd_help(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    shell_print_commands();
    return 0;
}

static int cmd_echo(int argc, char **argv)
{
    for (int i = 1; i < argc; i++)
        printf("%s%s", argv[i], i + 1 < argc ? " " : "\n");
    return 0;
}

static int cmd_exit(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    shell_request_exit();
    return 0;
}
