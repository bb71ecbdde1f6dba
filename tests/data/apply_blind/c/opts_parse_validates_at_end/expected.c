#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "opts.h"

static void usage(const char *prog)
{
    fprintf(stderr,
            "usage: %s [-v] [-j jobs] [-o output] input...\n"
            "  -v          verbose output\n"
            "  -j jobs     number of parallel jobs (default 1)\n"
            "  -o output   write results to output instead of stdout\n",
            prog);
}

static int parse_jobs(const char *arg, int *out)
{
    char *end;
    long v;

    v = strtol(arg, &end, 10);
    if (*arg == '\0' || *end != '\0' || v < 1 || v > 256) {
        fprintf(stderr, "invalid job count: %s\n", arg);
        return -1;
    }
    *out = (int)v;
    return 0;
}

int validate_opts(const struct opts *o)
{
    if (o->ninputs == 0) {
        fprintf(stderr, "no input files\n");
        return -1;
    }
    if (o->output && strcmp(o->output, "-") != 0 && o->ninputs > 1 && o->jobs > 1) {
        fprintf(stderr, "-o with several inputs requires -j 1\n");
        return -1;
    }
    return 0;
}

int parse_opts(int argc, char **argv, struct opts *o)
{
    int c;

    memset(o, 0, sizeof(*o));
    o->jobs = 1;

    while ((c = getopt(argc, argv, "vj:o:h")) != -1) {
        switch (c) {
        case 'v':
            o->verbose++;
            break;
        case 'j':
            if (parse_jobs(optarg, &o->jobs) < 0)
                return -1;
            break;
        case 'o':
            o->output = optarg;
            break;
        case 'h':
            usage(argv[0]);
            exit(EXIT_SUCCESS);
        default:
            usage(argv[0]);
            return -1;
        }
    }

    o->inputs = argv + optind;
    o->ninputs = argc - optind;
    return validate_opts(o);
}

void print_opts(FILE *f, const struct opts *o)
{
    int i;

    fprintf(f, "verbose=%d jobs=%d output=%s\n",
            o->verbose, o->jobs, o->output ? o->output : "-");
    for (i = 0; i < o->ninputs; i++)
        fprintf(f, "input[%d]=%s\n", i, o->inputs[i]);
}
