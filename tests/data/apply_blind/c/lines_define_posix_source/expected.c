/*
 * lines.c - read a text stream into an array of lines
 */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lines.h"

void lines_free(struct lines *ls)
{
    size_t i;

    if (!ls)
        return;
    for (i = 0; i < ls->count; i++)
        free(ls->items[i]);
    free(ls->items);
    free(ls);
}

struct lines *lines_read(FILE *f)
{
    struct lines *ls;
    char *line = NULL;
    size_t cap = 0;
    ssize_t n;

    ls = calloc(1, sizeof(*ls));
    if (!ls)
        return NULL;

    while ((n = getline(&line, &cap, f)) != -1) {
        if (n > 0 && line[n - 1] == '\n')
            line[--n] = '\0';
        if (ls->count == ls->cap) {
            size_t ncap = ls->cap ? ls->cap * 2 : 16;
            char **items = realloc(ls->items, ncap * sizeof(*items));
            if (!items)
                goto fail;
            ls->items = items;
            ls->cap = ncap;
        }
        ls->items[ls->count] = strdup(line);
        if (!ls->items[ls->count])
            goto fail;
        ls->count++;
    }
    free(line);
    return ls;

fail:
    free(line);
    lines_free(ls);
    return NULL;
}

size_t lines_grep(const struct lines *ls, const char *needle, FILE *out)
{
    size_t i, hits = 0;

    for (i = 0; i < ls->count; i++) {
        if (strstr(ls->items[i], needle)) {
            fprintf(out, "%zu:%s\n", i + 1, ls->items[i]);
            hits++;
        }
    }
    return hits;
}
