#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "ini.h"

#define INI_MAX_LINE 512

struct ini_state {
    char section[64];
    int lineno;
    ini_handler handler;
    void *user;
};

static char *ltrim(char *s)
{
    while (*s && isspace((unsigned char)*s)) {
        s++;
    }
    return s;
}

static char *rtrim(char *s)
{
    char *end = s + strlen(s);
    while (end > s && isspace((unsigned char)end[-1])) {
        *--end = '\0';
    }
    return s;
}

/* Strips an inline comment ("key = value ; note") unless it is inside quotes. */
static void strip_inline_comment(char *s)
{
    int quoted = 0;
    for (; *s; s++) {
        if (*s == '"') {
            quoted = !quoted;
        } else if (!quoted && (*s == ';' || *s == '#') && s[-1] != '\\') {
            *s = '\0';
            return;
        }
    }
}

static int parse_section(struct ini_state *st, char *line)
{
    char *end = strchr(line, ']');
    if (end == NULL) {
        return -1;
    }
    *end = '\0';
    snprintf(st->section, sizeof(st->section), "%s", rtrim(ltrim(line + 1)));
    return 0;
}

static int parse_key_value(struct ini_state *st, char *line)
{
    char *eq = strchr(line, '=');
    if (eq == NULL) {
        return -1;
    }
    *eq = '\0';
    char *key = rtrim(ltrim(line));
    char *value = rtrim(ltrim(eq + 1));
    return st->handler(st->user, st->section, key, value) ? 0 : -1;
}

int ini_parse_file(FILE *fp, ini_handler handler, void *user)
{
    char buf[INI_MAX_LINE];
    struct ini_state st = { .section = "", .lineno = 0, .handler = handler, .user = user };

    while (fgets(buf, sizeof(buf), fp) != NULL) {
        st.lineno++;
        char *line = rtrim(ltrim(buf));
        if (*line == '\0' || *line == ';' || *line == '#') {
            continue;
        }
        int rc = (*line == '[') ? parse_section(&st, line) : parse_key_value(&st, line);
        if (rc != 0) {
            return st.lineno;
        }
    }
    return 0;
}
