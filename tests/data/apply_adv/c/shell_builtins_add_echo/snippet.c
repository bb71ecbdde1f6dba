// ... includes ...

static int builtin_cd(char **args);
static int builtin_pwd(char **args);
static int builtin_echo(char **args);
static int builtin_exit(char **args);
static int builtin_help(char **args);

// ... existing code ...

static const struct builtin builtins[] = {
    { "cd",   builtin_cd,   "change the working directory" },
    { "pwd",  builtin_pwd,  "print the working directory" },
    { "echo", builtin_echo, "print the arguments" },
    { "exit", builtin_exit, "exit the shell" },
    { "help", builtin_help, "show this help" },
};

// ... existing code ...

static int builtin_pwd(char **args)
{
    // ... existing code ...
    printf("%s\n", buf);
    return 0;
}

static int builtin_echo(char **args)
{
    int newline = 1;
    int i = 1;
    if (args[1] != NULL && strcmp(args[1], "-n") == 0) {
        newline = 0;
        i = 2;
    }
    for (; args[i] != NULL; i++) {
        fputs(args[i], stdout);
        if (args[i + 1] != NULL)
            putchar(' ');
    }
    if (newline)
        putchar('\n');
    return 0;
}

static int builtin_exit(char **args)
{
    int code = args[1] ? atoi(args[1]) : 0;
    exit(code);
}

// ... existing code ...
