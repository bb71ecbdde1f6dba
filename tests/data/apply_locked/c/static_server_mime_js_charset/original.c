#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "http.h"
#include "mime.h"

struct mime_entry {
    const char *ext;
    const char *type;
};

static const struct mime_entry MIME_TABLE[] = {
    { ".html", "text/html; charset=utf-8" },
    { ".htm",  "text/html; charset=utf-8" },
    { ".css",  "text/css; charset=utf-8" },
    { ".js",   "application/javascript" },
    { ".mjs",  "application/javascript" },
    { ".json", "application/json" },
    { ".map",  "application/json" },
    { ".txt",  "text/plain; charset=utf-8" },
    { ".xml",  "application/xml" },
    { ".svg",  "image/svg+xml" },
    { ".png",  "image/png" },
    { ".jpg",  "image/jpeg" },
    { ".jpeg", "image/jpeg" },
    { ".gif",  "image/gif" },
    { ".webp", "image/webp" },
    { ".ico",  "image/x-icon" },
    { ".woff", "font/woff" },
    { ".woff2", "font/woff2" },
    { ".wasm", "application/wasm" },
    { ".pdf",  "application/pdf" },
};

#define MIME_COUNT (sizeof(MIME_TABLE) / sizeof(MIME_TABLE[0]))

static const char *DEFAULT_MIME = "application/octet-stream";

const char *mime_for_path(const char *path)
{
    const char *dot = strrchr(path, '.');
    if (dot == NULL || strchr(dot, '/') != NULL) {
        return DEFAULT_MIME;
    }
    for (size_t i = 0; i < MIME_COUNT; i++) {
        if (strcasecmp(dot, MIME_TABLE[i].ext) == 0) {
            return MIME_TABLE[i].type;
        }
    }
    return DEFAULT_MIME;
}

int mime_is_text(const char *type)
{
    return strncmp(type, "text/", 5) == 0
        || strcmp(type, "application/json") == 0
        || strcmp(type, "application/xml") == 0;
}

void mime_write_header(FILE *out, const char *path)
{
    fprintf(out, "Content-Type: %s\r\n", mime_for_path(path));
}
