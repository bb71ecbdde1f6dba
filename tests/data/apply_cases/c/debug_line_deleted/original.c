#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "config.h"
#include "server.h"

static volatile sig_atomic_t stopping = 0;

static void on_signal(int sig)
{
    (void)sig;
    stopping = 1;
}

static void install_handlers(void)
{
    struct sigaction sa = {0};
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    signal(SIGPIPE, SIG_IGN);
}

int main(int argc, char **argv)
{
    struct config cfg;
    if (config_load(&cfg, argc > 1 ? argv[1] : "server.conf") != 0) {
        fprintf(stderr, "cannot read config\n");
        return EXIT_FAILURE;
    }
    fprintf(stderr, "debug: config loaded from %s\n", cfg.path);
    install_handlers();

    struct server *srv = server_start(&cfg);
    if (srv == NULL) {
        perror("server_start");
        return EXIT_FAILURE;
    }
    while (!stopping)
        server_poll(srv, 250);
    server_stop(srv);
    return EXIT_SUCCESS;
}
