#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "builtins.h"

static int builtin_cd(char **args);
static int builtin_pwd(char **args);
static int builtin_exit(char **args);
static int builtin_help(char **args);

struct builtin {
    const char *name;
    int (*fn)(char **args);
    const char *help;
};

static const struct builtin builtins[] = {
    { "cd",   builtin_cd,   "change the working directory" },
    { "pwd",  builtin_pwd,  "print the working directory" },
    { "exit", builtin_exit, "exit the shell" },
    { "help", builtin_help, "show this help" },
};

#define NUM_BUILTINS (sizeof(builtins) / sizeof(builtins[0]))

static int builtin_cd(char **args)
{
    const char *dir = args[1] ? args[1] : getenv("HOME");
    if (dir == NULL) {
        fprintf(stderr, "cd: HOME not set\n");
        return 1;
    }
    if (chdir(dir) != 0) {
        fprintf(stderr, "cd: %s: %s\n", dir, strerror(errno));
        return 1;
    }
    return 0;
}

static int builtin_pwd(char **args)
{
    char buf[4096];
    (void)args;
    if (getcwd(buf, sizeof(buf)) == NULL) {
        fprintf(stderr, "pwd: %s\n", strerror(errno));
        return 1;
    }
    printf("%s\n", buf);
    return 0;
}

static int builtin_exit(char **args)
{
    int code = args[1] ? atoi(args[1]) : 0;
    exit(code);
}

static int builtin_help(char **args)
{
    (void)args;
    for (size_t i = 0; i < NUM_BUILTINS; i++)
        printf("  %-6s %s\n", builtins[i].name, builtins[i].help);
    return 0;
}

int run_builtin(char **args, int *status)
{
    if (args[0] == NULL)
        return 0;
    for (size_t i = 0; i < NUM_BUILTINS; i++) {
        if (strcmp(args[0], builtins[i].name) == 0) {
            *status = builtins[i].fn(args);
            return 1;
        }
    }
    return 0;
}
