static const struct mime_entry MIME_TABLE[] = {
    // ...
    { ".css",  "text/css; charset=utf-8" },
    { ".js",   "text/javascript; charset=utf-8" },
    { ".mjs",  "application/javascript" },
    // ...
};
