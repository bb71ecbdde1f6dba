/* ... */
	{
		.name = "status",
		.fn = cmd_status,
		.flags = RUN_SETUP | NEED_WORK_TREE,
		.help = "Show the working tree status",
	},
	{
		.name = "prune",
		.fn = cmd_prune,
		.flags = RUN_SETUP,
		.help = "Remove unreachable objects from the object store",
	},
