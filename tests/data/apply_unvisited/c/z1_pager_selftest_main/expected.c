/*
 * pager.c - minimal client for the on-call paging gateway used by the
 * clinic to escalate critical lab results and triage alerts.
 *
 * Protocol: one line per page, "PAGE <pager-id> <priority> <text>\n",
 * answered with "OK <msg-id>\n" or "ERR <reason>\n".
 */

#include <errno.h>
#include <netdb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "pager.h"

#define PAGER_MAX_TEXT 160

struct pager_conn {
    int fd;
    char host[64];
    unsigned short port;
};

struct pager_conn *pager_open(const char *host, unsigned short port)
{
    struct addrinfo hints = {0}, *res = NULL;
    char portstr[8];
    struct pager_conn *conn = calloc(1, sizeof(*conn));

    if (conn == NULL)
        return NULL;
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    snprintf(portstr, sizeof(portstr), "%hu", port);
    if (getaddrinfo(host, portstr, &hints, &res) != 0) {
        free(conn);
        return NULL;
    }
    conn->fd = socket(res->ai_family, res->ai_socktype, res->ai_protocol);
    if (conn->fd < 0 || connect(conn->fd, res->ai_addr, res->ai_addrlen) < 0) {
        if (conn->fd >= 0)
            close(conn->fd);
        freeaddrinfo(res);
        free(conn);
        return NULL;
    }
    freeaddrinfo(res);
    snprintf(conn->host, sizeof(conn->host), "%s", host);
    conn->port = port;
    return conn;
}

static int read_line(int fd, char *buf, size_t len)
{
    size_t n = 0;

    while (n + 1 < len) {
        char c;
        ssize_t r = read(fd, &c, 1);
        if (r <= 0)
            return -1;
        if (c == '\n')
            break;
        buf[n++] = c;
    }
    buf[n] = '\0';
    return (int)n;
}

int pager_send(struct pager_conn *conn, const char *pager_id, int priority,
               const char *text, char *msg_id, size_t msg_id_len)
{
    char line[PAGER_MAX_TEXT + 64];
    char reply[128];
    int len;

    if (priority < 1 || priority > 3 || strlen(text) > PAGER_MAX_TEXT) {
        errno = EINVAL;
        return -1;
    }
    len = snprintf(line, sizeof(line), "PAGE %s %d %s\n", pager_id, priority, text);
    if (write(conn->fd, line, (size_t)len) != len)
        return -1;
    if (read_line(conn->fd, reply, sizeof(reply)) < 0)
        return -1;
    if (strncmp(reply, "OK ", 3) != 0) {
        fprintf(stderr, "pager %s:%hu refused page: %s\n", conn->host, conn->port, reply);
        errno = EPROTO;
        return -1;
    }
    snprintf(msg_id, msg_id_len, "%s", reply + 3);
    return 0;
}

void pager_close(struct pager_conn *conn)
{
    if (conn == NULL)
        return;
    close(conn->fd);
    free(conn);
}

#ifdef PAGER_SELFTEST
/* cc -DPAGER_SELFTEST pager.c -o pager-selftest && ./pager-selftest localhost 7070 4411 */
int main(int argc, char **argv)
{
    struct pager_conn *conn;
    char msg_id[64];

    if (argc != 4) {
        fprintf(stderr, "usage: %s HOST PORT PAGER-ID\n", argv[0]);
        return 2;
    }
    conn = pager_open(argv[1], (unsigned short)atoi(argv[2]));
    if (conn == NULL) {
        perror("pager_open");
        return 1;
    }
    if (pager_send(conn, argv[3], 3, "TEST page from outpatient clinic, please ignore",
                   msg_id, sizeof(msg_id)) != 0) {
        perror("pager_send");
        pager_close(conn);
        return 1;
    }
    printf("sent, gateway id %s\n", msg_id);
    pager_close(conn);
    return 0;
}
#endif /* PAGER_SELFTEST */
