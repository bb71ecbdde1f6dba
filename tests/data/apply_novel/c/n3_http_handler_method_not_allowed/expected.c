#include <stdio.h>
#include <string.h>

#include "http.h"
#include "router.h"

#define MAX_PATH_LEN 1024

static int send_status(struct conn *c, int code, const char *reason)
{
    char line[128];
    int n = snprintf(line, sizeof line, "HTTP/1.1 %d %s\r\nContent-Length: 0\r\n\r\n", code, reason);
    return conn_write(c, line, (size_t)n);
}

static int parse_request_line(const char *line, struct request *req)
{
    char method[16];
    if (sscanf(line, "%15s %1023s", method, req->path) != 2) {
        return -1;
    }
    req->method = http_method_from_string(method);
    return req->method == METHOD_UNKNOWN ? -1 : 0;
}

int handle_request(struct conn *c, struct request *req)
{
    const struct route *route;
    char line[MAX_PATH_LEN + 32];

    if (conn_read_line(c, line, sizeof line) < 0) {
        return send_status(c, 400, "Bad Request");
    }
    if (parse_request_line(line, req) != 0) {
        return send_status(c, 400, "Bad Request");
    }
    while (conn_read_line(c, line, sizeof line) > 0) {
        if (line[0] == '\0') {
            break;
        }
        request_add_header(req, line);
    }

    route = router_match(req->path);
    if (route == NULL) {
        return send_status(c, 404, "Not Found");
    }
    if ((route->methods & req->method) == 0) {
        return send_status(c, 405, "Method Not Allowed");
    }
    log_access(req, route->name);
    return route->handler(c, req);
}

int handle_keepalive(struct conn *c)
{
    struct request req;
    int rc;

    do {
        memset(&req, 0, sizeof req);
        rc = handle_request(c, &req);
    } while (rc == 0 && request_keep_alive(&req));
    return rc;
}
