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

// ... existing code ...
