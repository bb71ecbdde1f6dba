/*
 * backupd - options.c
 * Command line parsing for the backup daemon.
 *
 * SPDX-License-Identifier: BSD-2-Clause
 */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "options.h"

static const struct option long_opts[] = {
    {"config",   required_argument, NULL, 'c'},
    {"interval", required_argument, NULL, 'i'},
    {"dest",     required_argument, NULL, 'd'},
    {"verbose",  no_argument,       NULL, 'v'},
    {"dry-run",  no_argument,       NULL, 'n'},
    {"help",     no_argument,       NULL, 'h'},
    {NULL, 0, NULL, 0},
};

void options_defaults(struct options *opts)
{
    memset(opts, 0, sizeof(*opts));
    opts->config_path = "/etc/backupd.conf";
    opts->interval_sec = 3600;
    opts->dest = "/var/backups";
}

void options_usage(const char *prog)
{
    fprintf(stderr,
            "usage: %s [-c config] [-i seconds] [-d dest] [-v] [-n]\n"
            "  -c, --config PATH     configuration file\n"
            "  -i, --interval SECS   seconds between runs\n"
            "  -d, --dest DIR        destination directory\n"
            "  -v, --verbose         more logging\n"
            "  -n, --dry-run         do not write anything\n",
            prog);
}

int options_parse(struct options *opts, int argc, char **argv)
{
    int c;

    options_defaults(opts);
    while ((c = getopt_long(argc, argv, "c:i:d:vnh", long_opts, NULL)) != -1) {
        switch (c) {
        case 'c':
            opts->config_path = optarg;
            break;
        case 'i':
            opts->interval_sec = atoi(optarg);
            if (opts->interval_sec <= 0) {
                fprintf(stderr, "invalid interval: %s\n", optarg);
                return -1;
            }
            break;
        case 'd':
            opts->dest = optarg;
            break;
        case 'v':
            opts->verbose++;
            break;
        case 'n':
            opts->dry_run = 1;
            break;
        case 'h':
            options_usage(argv[0]);
            exit(EXIT_SUCCESS);
        default:
            options_usage(argv[0]);
            return -1;
        }
    }
    return 0;
}
