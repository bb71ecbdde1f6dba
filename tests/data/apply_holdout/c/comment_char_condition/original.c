#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ini.h"

#define MAX_LINE 512

static char *trim(char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    char *end = s + strlen(s);
    while (end > s && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\n' || end[-1] == '\r'))
        *--end = '\0';
    return s;
}

int ini_parse(FILE *fp, ini_handler handler, void *user)
{
    char line[MAX_LINE];
    char section[64] = "";
    int lineno = 0;

    while (fgets(line, sizeof(line), fp) != NULL) {
        lineno++;
        char *s = trim(line);
        if (*s == '\0' || *s == ';')
            continue;
        if (*s == '[') {
            char *end = strchr(s, ']');
            if (end == NULL)
                return lineno;
            *end = '\0';
            snprintf(section, sizeof(section), "%s", s + 1);
            continue;
        }
        char *eq = strchr(s, '=');
        if (eq == NULL)
            return lineno;
        *eq = '\0';
        if (!handler(user, section, trim(s), trim(eq + 1)))
            return lineno;
    }
    return 0;
}
