#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sync.h"

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
    fprintf(out, "usage: %s [options] SOURCE DEST\n", prog);
    fprintf(out, "  -o, --output FILE   write the report to FILE\n");
    fprintf(out, "  -c, --config FILE   read settings from FILE\n");
    fprintf(out, "  -v, --verbose       more output (repeatable)\n");
    fprintf(out, "  -q, --quiet         only print errors\n");
    fprintf(out, "  -n, --dry-run       show what would change\n");
    fprintf(out, "  -h, --help          show this help\n");
}

static int parse_args(int argc, char **argv, struct options *opts)
{
    int c;

    memset(opts, 0, sizeof *opts);
    opts->config = "sync.conf";

    while ((c = getopt_long(argc, argv, "o:c:vqnh", long_opts, NULL)) != -1) {
        switch (c) {
        case 'o':
            opts->output = optarg;
            break;
        case 'c':
            opts->config = optarg;
            break;
        case 'v':
            opts->verbose++;
            break;
        case 'q':
            opts->quiet = 1;
            break;
        case 'n':
            opts->dry_run = 1;
            break;
        case 'h':
            usage(stdout, argv[0]);
            exit(EXIT_SUCCESS);
        default:
            usage(stderr, argv[0]);
            return -1;
        }
    }
    if (argc - optind != 2) {
        usage(stderr, argv[0]);
        return -1;
    }
    return optind;
}

int main(int argc, char **argv)
{
    struct options opts;
    int first;

    first = parse_args(argc, argv, &opts);
    if (first < 0)
        return EXIT_FAILURE;

    return sync_run(argv[first], argv[first + 1], opts.config,
                    opts.output, opts.verbose, opts.dry_run) == 0
               ? EXIT_SUCCESS
               : EXIT_FAILURE;
}
