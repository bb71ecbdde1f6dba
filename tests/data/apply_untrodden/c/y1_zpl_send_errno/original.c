/*
 * zpl_send.c - push rendered ZPL labels to a networked Zebra printer
 * (raw port 9100). Used by the pack-station daemon after a carrier
 * label has been purchased.
 */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "zpl_send.h"

#define ZPL_RAW_PORT 9100
#define SEND_CHUNK 4096

static int open_printer(const char *host)
{
    struct sockaddr_in addr;
    int fd;

    fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0) {
        fprintf(stderr, "zpl_send: socket() failed\n");
        return -1;
    }

    memset(&addr, 0, sizeof(addr));
    addr.sin_family = AF_INET;
    addr.sin_port = htons(ZPL_RAW_PORT);
    if (inet_pton(AF_INET, host, &addr.sin_addr) != 1) {
        fprintf(stderr, "zpl_send: bad printer address %s\n", host);
        close(fd);
        return -1;
    }

    if (connect(fd, (struct sockaddr *)&addr, sizeof(addr)) < 0) {
        fprintf(stderr, "zpl_send: connect to %s failed\n", host);
        close(fd);
        return -1;
    }
    return fd;
}

static int send_all(int fd, const char *buf, size_t len)
{
    size_t sent = 0;

    while (sent < len) {
        size_t chunk = len - sent;
        ssize_t n;

        if (chunk > SEND_CHUNK)
            chunk = SEND_CHUNK;
        n = send(fd, buf + sent, chunk, 0);
        if (n < 0) {
            fprintf(stderr, "zpl_send: send failed after %zu bytes\n", sent);
            return -1;
        }
        sent += (size_t)n;
    }
    return 0;
}

int zpl_send_label(const char *host, const char *zpl, size_t len)
{
    int fd;
    int rc;

    if (host == NULL || zpl == NULL || len == 0)
        return -1;

    fd = open_printer(host);
    if (fd < 0)
        return -1;

    rc = send_all(fd, zpl, len);
    close(fd);
    return rc;
}

int zpl_send_batch(const char *host, const char *const *labels, const size_t *lens, size_t count)
{
    size_t i;
    int failures = 0;

    for (i = 0; i < count; i++) {
        if (zpl_send_label(host, labels[i], lens[i]) != 0)
            failures++;
    }
    return failures;
}
