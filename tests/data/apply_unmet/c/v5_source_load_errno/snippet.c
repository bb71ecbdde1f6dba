/* source.c - loading source files for the toyc compiler */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
// ... existing code ...

SourceFile *source_load(const char *path)
{
    FILE *fp = fopen(path, "rb");
    if (fp == NULL) {
        diag_error(NULL, "cannot open '%s': %s", path, strerror(errno));
        return NULL;
    }
// ... existing code ...
    if (ferror(fp)) {
        int saved_errno = errno;
        free(buffer);
        fclose(fp);
        diag_error(NULL, "read error on '%s': %s", path, strerror(saved_errno));
        return NULL;
    }
// ... existing code ...
