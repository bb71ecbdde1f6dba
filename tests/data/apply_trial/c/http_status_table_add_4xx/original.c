#include <stddef.h>

#include "http_status.h"

struct status_entry {
    int code;
    const char *reason;
};

/* Sorted by code: http_reason_phrase() does a binary search. */
static const struct status_entry status_table[] = {
    { 100, "Continue" },
    { 101, "Switching Protocols" },
    { 200, "OK" },
    { 201, "Created" },
    { 202, "Accepted" },
    { 204, "No Content" },
    { 206, "Partial Content" },
    { 301, "Moved Permanently" },
    { 302, "Found" },
    { 304, "Not Modified" },
    { 307, "Temporary Redirect" },
    { 308, "Permanent Redirect" },
    { 400, "Bad Request" },
    { 401, "Unauthorized" },
    { 403, "Forbidden" },
    { 404, "Not Found" },
    { 405, "Method Not Allowed" },
    { 409, "Conflict" },
    { 413, "Content Too Large" },
    { 415, "Unsupported Media Type" },
    { 429, "Too Many Requests" },
    { 500, "Internal Server Error" },
    { 501, "Not Implemented" },
    { 502, "Bad Gateway" },
    { 503, "Service Unavailable" },
    { 504, "Gateway Timeout" },
};

#define STATUS_COUNT (sizeof(status_table) / sizeof(status_table[0]))

const char *http_reason_phrase(int code)
{
    size_t lo = 0;
    size_t hi = STATUS_COUNT;

    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (status_table[mid].code == code) {
            return status_table[mid].reason;
        }
        if (status_table[mid].code < code) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    return "Unknown";
}

int http_status_class(int code)
{
    if (code < 100 || code > 599) {
        return 0;
    }
    return code / 100;
}

int http_status_is_error(int code)
{
    return http_status_class(code) >= 4;
}
