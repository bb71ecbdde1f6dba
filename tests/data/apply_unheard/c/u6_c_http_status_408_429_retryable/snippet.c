const char *http_reason_phrase(int code)
{
    switch (code) {
    /* ... 1xx, 2xx and 3xx cases unchanged ... */
    case 400: return "Bad Request";
    case 401: return "Unauthorized";
    case 403: return "Forbidden";
    case 404: return "Not Found";
    case 405: return "Method Not Allowed";
    case 408: return "Request Timeout";
    case 409: return "Conflict";
    case 413: return "Payload Too Large";
    case 415: return "Unsupported Media Type";
    case 429: return "Too Many Requests";
    /* ... 5xx cases and default as before ... */
    }
}

/* ... http_status_is_* range helpers unchanged ... */

bool http_status_is_retryable(int code)
{
    switch (code) {
    case 408:
    case 429:
    case 502:
    case 503:
    case 504:
        return true;
    default:
        return false;
    }
}
