/* source.c - loading source files for the toyc compiler */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "source.h"

#define SOURCE_CHUNK 4096

static char *dup_path(const char *path)
{
    size_t len = strlen(path);
    char *copy = malloc(len + 1);
    if (copy == NULL) {
        return NULL;
    }
    memcpy(copy, path, len + 1);
    return copy;
}

static size_t count_lines(const char *text, size_t length)
{
    size_t lines = 1;
    for (size_t i = 0; i < length; i++) {
        if (text[i] == '\n') {
            lines++;
        }
    }
    return lines;
}

SourceFile *source_load(const char *path)
{
    FILE *fp = fopen(path, "rb");
    if (fp == NULL) {
        diag_error(NULL, "cannot open '%s': %s", path, strerror(errno));
        return NULL;
    }

    size_t capacity = SOURCE_CHUNK;
    size_t length = 0;
    char *buffer = malloc(capacity);
    if (buffer == NULL) {
        fclose(fp);
        diag_error(NULL, "out of memory reading '%s'", path);
        return NULL;
    }

    size_t n;
    while ((n = fread(buffer + length, 1, capacity - length - 1, fp)) > 0) {
        length += n;
        if (capacity - length <= 1) {
            capacity *= 2;
            char *grown = realloc(buffer, capacity);
            if (grown == NULL) {
                free(buffer);
                fclose(fp);
                diag_error(NULL, "out of memory reading '%s'", path);
                return NULL;
            }
            buffer = grown;
        }
    }
    if (ferror(fp)) {
        int saved_errno = errno;
        free(buffer);
        fclose(fp);
        diag_error(NULL, "read error on '%s': %s", path, strerror(saved_errno));
        return NULL;
    }
    fclose(fp);
    buffer[length] = '\0';

    SourceFile *file = calloc(1, sizeof(*file));
    if (file == NULL) {
        free(buffer);
        return NULL;
    }
    file->path = dup_path(path);
    file->text = buffer;
    file->length = length;
    file->line_count = count_lines(buffer, length);
    return file;
}

const char *source_line(const SourceFile *file, size_t line_no, size_t *out_len)
{
    size_t current = 1;
    const char *start = file->text;
    for (size_t i = 0; i < file->length && current < line_no; i++) {
        if (file->text[i] == '\n') {
            current++;
            start = file->text + i + 1;
        }
    }
    if (current != line_no) {
        return NULL;
    }
    const char *end = strchr(start, '\n');
    *out_len = end ? (size_t)(end - start) : strlen(start);
    return start;
}

void source_free(SourceFile *file)
{
    if (file == NULL) {
        return;
    }
    free(file->path);
    free(file->text);
    free(file);
}
