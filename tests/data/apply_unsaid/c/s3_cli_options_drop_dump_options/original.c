#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "options.h"

static int parse_uint(const char *text, unsigned *out)
{
    char *end = NULL;
    unsigned long value;

    errno = 0;
    value = strtoul(text, &end, 10);
    if (errno != 0 || end == text || *end != '\0' || value > 65535)
        return -1;
    *out = (unsigned)value;
    return 0;
}

static void print_usage(const char *prog)
{
    fprintf(stderr,
            "usage: %s [-v] [-p port] [-o file] [-t threads] input...\n"
            "  -v          verbose output\n"
            "  -p port     listen port (default 8080)\n"
            "  -o file     write results to file\n"
            "  -t threads  worker threads (default 4)\n",
            prog);
}

static void dump_options(const struct options *opts)
{
    fprintf(stderr, "options:\n");
    fprintf(stderr, "  verbose = %d\n", opts->verbose);
    fprintf(stderr, "  port    = %u\n", opts->port);
    fprintf(stderr, "  output  = %s\n", opts->output ? opts->output : "(stdout)");
    fprintf(stderr, "  threads = %u\n", opts->threads);
}

int parse_args(int argc, char **argv, struct options *opts)
{
    int i;

    opts->verbose = 0;
    opts->port = 8080;
    opts->output = NULL;
    opts->threads = 4;

    for (i = 1; i < argc; i++) {
        const char *arg = argv[i];

        if (strcmp(arg, "-v") == 0) {
            opts->verbose = 1;
        } else if (strcmp(arg, "-p") == 0 && i + 1 < argc) {
            if (parse_uint(argv[++i], &opts->port) != 0) {
                fprintf(stderr, "invalid port: %s\n", argv[i]);
                return -1;
            }
        } else if (strcmp(arg, "-o") == 0 && i + 1 < argc) {
            opts->output = argv[++i];
        } else if (strcmp(arg, "-t") == 0 && i + 1 < argc) {
            if (parse_uint(argv[++i], &opts->threads) != 0 || opts->threads == 0) {
                fprintf(stderr, "invalid thread count: %s\n", argv[i]);
                return -1;
            }
        } else if (arg[0] == '-') {
            print_usage(argv[0]);
            return -1;
        } else {
            break;
        }
    }

    opts->inputs = &argv[i];
    opts->input_count = argc - i;
    if (opts->input_count == 0) {
        print_usage(argv[0]);
        return -1;
    }
    return 0;
}
