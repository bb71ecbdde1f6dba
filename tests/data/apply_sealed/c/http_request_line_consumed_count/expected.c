#include <ctype.h>
#include <stddef.h>
#include <string.h>
#include <strings.h>

#include "http.h"

static const char *skip_spaces(const char *p, const char *end)
{
    while (p < end && (*p == ' ' || *p == '\t'))
        p++;
    return p;
}

static int parse_method(const char *s, size_t len)
{
    if (len == 3 && memcmp(s, "GET", 3) == 0)
        return HTTP_GET;
    if (len == 4 && memcmp(s, "POST", 4) == 0)
        return HTTP_POST;
    if (len == 3 && memcmp(s, "PUT", 3) == 0)
        return HTTP_PUT;
    if (len == 6 && memcmp(s, "DELETE", 6) == 0)
        return HTTP_DELETE;
    if (len == 4 && memcmp(s, "HEAD", 4) == 0)
        return HTTP_HEAD;
    return HTTP_UNKNOWN;
}

/*
 * Parse "METHOD /path HTTP/1.x\r\n" at the start of buf.
 * Returns the number of bytes consumed, 0 if more data is needed,
 * or -1 on a malformed line.
 */
int http_parse_request_line(const char *buf, size_t len, struct http_request *req)
{
    const char *end = buf + len;
    const char *eol = memchr(buf, '\n', len);
    if (eol == NULL)
        return 0;

    const char *sp = memchr(buf, ' ', (size_t)(eol - buf));
    if (sp == NULL)
        return -1;
    req->method = parse_method(buf, (size_t)(sp - buf));

    const char *path = skip_spaces(sp + 1, end);
    const char *sp2 = memchr(path, ' ', (size_t)(eol - path));
    if (sp2 == NULL || sp2 - path >= (ptrdiff_t)sizeof(req->path))
        return -1;
    memcpy(req->path, path, (size_t)(sp2 - path));
    req->path[sp2 - path] = '\0';

    if (strncmp(sp2 + 1, "HTTP/1.", 7) != 0)
        return -1;
    req->minor_version = sp2[8] - '0';
    return (int)(eol - buf) + 1;
}

/*
 * Parse one "Name: value\r\n" header line.
 * Returns bytes consumed, 0 if more data is needed, -1 if malformed.
 */
int http_parse_header(const char *buf, size_t len, struct http_header *hdr)
{
    const char *eol = memchr(buf, '\n', len);
    if (eol == NULL)
        return 0;
    const char *colon = memchr(buf, ':', (size_t)(eol - buf));
    if (colon == NULL || colon == buf)
        return -1;

    hdr->name = buf;
    hdr->name_len = (size_t)(colon - buf);
    const char *value = skip_spaces(colon + 1, eol);
    const char *vend = eol;
    if (vend > value && vend[-1] == '\r')
        vend--;
    hdr->value = value;
    hdr->value_len = (size_t)(vend - value);
    return (int)(eol - buf) + 1;
}

int http_header_is(const struct http_header *hdr, const char *name)
{
    size_t n = strlen(name);
    return hdr->name_len == n && strncasecmp(hdr->name, name, n) == 0;
}
