#include <stdio.h>
#include <string.h>

#include "builtin.h"
#include "usage.h"

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

#define RUN_SETUP	(1 << 0)
#define NEED_WORK_TREE	(1 << 1)
#define NO_PARSEOPT	(1 << 2)

struct command {
	const char *name;
	int (*fn)(int argc, const char **argv);
	unsigned int flags;
	const char *help;
};

static const struct command commands[] = {
	{
		.name = "add",
		.fn = cmd_add,
		.flags = RUN_SETUP | NEED_WORK_TREE,
		.help = "Add file contents to the index",
	},
	{
		.name = "commit",
		.fn = cmd_commit,
		.flags = RUN_SETUP | NEED_WORK_TREE,
		.help = "Record changes to the repository",
	},
	{
		.name = "init",
		.fn = cmd_init,
		.flags = NO_PARSEOPT,
		.help = "Create an empty repository",
	},
	{
		.name = "log",
		.fn = cmd_log,
		.flags = RUN_SETUP,
		.help = "Show commit logs",
	},
	{
		.name = "status",
		.fn = cmd_status,
		.flags = RUN_SETUP | NEED_WORK_TREE,
		.help = "Show the working tree status",
	},
};

static const struct command *find_command(const char *name)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(commands); i++) {
		if (!strcmp(commands[i].name, name))
			return &commands[i];
	}
	return NULL;
}

void list_commands(FILE *out)
{
	size_t i;

	fprintf(out, "available commands:\n");
	for (i = 0; i < ARRAY_SIZE(commands); i++)
		fprintf(out, "   %-10s %s\n", commands[i].name, commands[i].help);
}

int run_command(int argc, const char **argv)
{
	const struct command *cmd = find_command(argv[0]);

	if (!cmd) {
		error("'%s' is not a command. See 'vcs --help'.", argv[0]);
		return 1;
	}
	if ((cmd->flags & RUN_SETUP) && setup_repository() < 0)
		return 128;
	if ((cmd->flags & NEED_WORK_TREE) && require_work_tree() < 0)
		return 128;
	return cmd->fn(argc, argv);
}
