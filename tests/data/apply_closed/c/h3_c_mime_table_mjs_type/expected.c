#include <stdbool.h>
#include <stddef.h>
#include <string.h>
#include <strings.h>

#include "mime.h"

struct mime_entry {
    const char *extension;
    const char *type;
    bool compressible;
};

static const struct mime_entry mime_table[] = {
    { "html",  "text/html",                true  },
    { "htm",   "text/html",                true  },
    { "css",   "text/css",                 true  },
    { "js",    "application/javascript",   true  },
    { "mjs",   "text/javascript",          true  },
    { "json",  "application/json",         true  },
    { "xml",   "application/xml",          true  },
    { "txt",   "text/plain",               true  },
    { "csv",   "text/csv",                 true  },
    { "svg",   "image/svg+xml",            true  },
    { "png",   "image/png",                false },
    { "jpg",   "image/jpeg",               false },
    { "jpeg",  "image/jpeg",               false },
    { "gif",   "image/gif",                false },
    { "webp",  "image/webp",               false },
    { "ico",   "image/x-icon",             false },
    { "woff",  "font/woff",                false },
    { "woff2", "font/woff2",               false },
    { "pdf",   "application/pdf",          false },
    { "zip",   "application/zip",          false },
    { "wasm",  "application/wasm",         true  },
};

#define MIME_COUNT (sizeof(mime_table) / sizeof(mime_table[0]))
#define DEFAULT_MIME "application/octet-stream"

static const char *file_extension(const char *path)
{
    const char *dot = strrchr(path, '.');
    const char *slash = strrchr(path, '/');

    if (!dot || (slash && dot < slash))
        return NULL;
    return dot + 1;
}

static const struct mime_entry *find_entry(const char *path)
{
    const char *ext = file_extension(path);
    size_t i;

    if (!ext)
        return NULL;
    for (i = 0; i < MIME_COUNT; i++) {
        if (strcasecmp(mime_table[i].extension, ext) == 0)
            return &mime_table[i];
    }
    return NULL;
}

const char *mime_type_for_path(const char *path)
{
    const struct mime_entry *entry = find_entry(path);

    return entry ? entry->type : DEFAULT_MIME;
}

bool mime_is_compressible(const char *path)
{
    const struct mime_entry *entry = find_entry(path);

    return entry ? entry->compressible : false;
}
