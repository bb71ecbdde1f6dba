#include "http_status.h"

#include <stdbool.h>

const char *http_reason_phrase(int code)
{
    switch (code) {
    case 100: return "Continue";
    case 101: return "Switching Protocols";
    case 200: return "OK";
    case 201: return "Created";
    case 202: return "Accepted";
    case 204: return "No Content";
    case 301: return "Moved Permanently";
    case 302: return "Found";
    case 304: return "Not Modified";
    case 307: return "Temporary Redirect";
    case 308: return "Permanent Redirect";
    case 400: return "Bad Request";
    case 401: return "Unauthorized";
    case 403: return "Forbidden";
    case 404: return "Not Found";
    case 405: return "Method Not Allowed";
    case 409: return "Conflict";
    case 413: return "Payload Too Large";
    case 415: return "Unsupported Media Type";
    case 500: return "Internal Server Error";
    case 501: return "Not Implemented";
    case 502: return "Bad Gateway";
    case 503: return "Service Unavailable";
    case 504: return "Gateway Timeout";
    default:  return "Unknown";
    }
}

bool http_status_is_informational(int code)
{
    return code >= 100 && code < 200;
}

bool http_status_is_success(int code)
{
    return code >= 200 && code < 300;
}

bool http_status_is_redirect(int code)
{
    return code >= 300 && code < 400;
}

bool http_status_is_client_error(int code)
{
    return code >= 400 && code < 500;
}

bool http_status_is_server_error(int code)
{
    return code >= 500 && code < 600;
}

bool http_status_is_retryable(int code)
{
    switch (code) {
    case 502:
    case 503:
    case 504:
        return true;
    default:
        return false;
    }
}
