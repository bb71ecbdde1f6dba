// ...

struct options {
    const char *output;
    const char *config;
    int verbose;
    int quiet;
    int dry_run;
};

static const struct option long_opts[] = {
    {"output",  required_argument, NULL, 'o'},
    {"config",  required_argument, NULL, 'c'},
    {"verbose", no_argument,       NULL, 'v'},
    {"quiet",   no_argument,       NULL, 'q'},
    {"dry-run", no_argument,       NULL, 'n'},
    {"help",    no_argument,       NULL, 'h'},
    {NULL, 0, NULL, 0}
};

static void usage(FILE *out, const char *prog)
{
    // ...
    fprintf(out, "  -v, --verbose       more output (repeatable)\n");
    fprintf(out, "  -q, --quiet         only print errors\n");
    fprintf(out, "  -n, --dry-run       show what would change\n");
    // ...
}

static int parse_args(int argc, char **argv, struct options *opts)
{
    // ...
    while ((c = getopt_long(argc, argv, "o:c:vqnh", long_opts, NULL)) != -1) {
        switch (c) {
        // ...
        case 'v':
            opts->verbose++;
            break;
        case 'q':
            opts->quiet = 1;
            break;
        // ...
        }
    }
    // ...
}

// ...
