#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "convert.h"

struct options {
    const char *output_dir;
    int verbose;
    int quiet;
    int quality;
};

static const struct option long_options[] = {
    {"help",    no_argument,       NULL, 'h'},
    {"verbose", no_argument,       NULL, 'v'},
    {"quiet",   no_argument,       NULL, 'q'},
    {"output",  required_argument, NULL, 'o'},
    {"quality", required_argument, NULL, 'Q'},
    {NULL, 0, NULL, 0}
};

static void usage(FILE *out, const char *prog)
{
    fprintf(out,
            "usage: %s [options] FILE...\n"
            "\n"
            "  -h, --help           show this help and exit\n"
            "  -v, --verbose        print each converted file\n"
            "  -q, --quiet          only print errors\n"
            "  -o, --output DIR     write results into DIR (default: .)\n"
            "  -Q, --quality N      JPEG quality 1-100 (default: 85)\n",
            prog);
}

static int parse_args(int argc, char **argv, struct options *opts)
{
    int c;

    opts->output_dir = ".";
    opts->verbose = 0;
    opts->quiet = 0;
    opts->quality = 85;

    while ((c = getopt_long(argc, argv, "hvqo:Q:", long_options, NULL)) != -1) {
        switch (c) {
        case 'h':
            usage(stdout, argv[0]);
            exit(EXIT_SUCCESS);
        case 'v':
            opts->verbose++;
            break;
        case 'q':
            opts->quiet = 1;
            break;
        case 'o':
            opts->output_dir = optarg;
            break;
        case 'Q':
            opts->quality = atoi(optarg);
            if (opts->quality < 1 || opts->quality > 100) {
                fprintf(stderr, "invalid quality: %s\n", optarg);
                return -1;
            }
            break;
        default:
            usage(stderr, argv[0]);
            return -1;
        }
    }

    if (optind >= argc) {
        fprintf(stderr, "%s: no input files\n", argv[0]);
        return -1;
    }
    return optind;
}

int main(int argc, char **argv)
{
    struct options opts;
    int first, i, failures = 0;

    first = parse_args(argc, argv, &opts);
    if (first < 0)
        return EXIT_FAILURE;

    for (i = first; i < argc; i++) {
        if (convert_file(argv[i], opts.output_dir, opts.quality) != 0) {
            fprintf(stderr, "failed: %s\n", argv[i]);
            failures++;
        } else if (opts.verbose && !opts.quiet) {
            printf("converted %s\n", argv[i]);
        }
    }

    return failures ? EXIT_FAILURE : EXIT_SUCCESS;
}
