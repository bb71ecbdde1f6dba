/* ... */
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
/* ... */
