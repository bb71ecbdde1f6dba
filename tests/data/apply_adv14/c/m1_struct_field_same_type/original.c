#include <stddef.h>
#include <time.h>

#include "headers.h"

struct request {
    char method[8];
    char path[1024];
    struct header_list headers;
    struct timespec received_at;
    struct timespec deadline;
    size_t body_len;
};

static double elapsed_ms(const struct timespec *from, const struct timespec *to)
{
    return (double)(to->tv_sec - from->tv_sec) * 1000.0 +
           (double)(to->tv_nsec - from->tv_nsec) / 1e6;
}

void request_init(struct request *req, long timeout_ms)
{
    clock_gettime(CLOCK_MONOTONIC, &req->received_at);
    req->deadline = req->received_at;
    req->deadline.tv_sec += timeout_ms / 1000;
    req->deadline.tv_nsec += (timeout_ms % 1000) * 1000000L;
    if (req->deadline.tv_nsec >= 1000000000L) {
        req->deadline.tv_sec++;
        req->deadline.tv_nsec -= 1000000000L;
    }
    header_list_init(&req->headers);
    req->body_len = 0;
}

double request_age_ms(const struct request *req)
{
    struct timespec now;

    clock_gettime(CLOCK_MONOTONIC, &now);
    return elapsed_ms(&req->received_at, &now);
}
