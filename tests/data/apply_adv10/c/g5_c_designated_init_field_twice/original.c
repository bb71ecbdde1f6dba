#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "server.h"

static const struct server_config default_config = {
    .host = "0.0.0.0",
    .port = 8080,
    .backlog = 128,
    .max_clients = 256,
    .read_timeout_ms = 5000,
    .write_timeout_ms = 5000,
    .log_level = LOG_INFO,
};

static void usage(const char *prog)
{
    fprintf(stderr, "usage: %s [-p port] [-v]\n", prog);
    exit(2);
}

int main(int argc, char **argv)
{
    struct server_config cfg = default_config;

    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-p") == 0 && i + 1 < argc) {
            cfg.port = atoi(argv[++i]);
        } else if (strcmp(argv[i], "-v") == 0) {
            cfg.log_level = LOG_DEBUG;
        } else {
            usage(argv[0]);
        }
    }

    return server_run(&cfg) == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
