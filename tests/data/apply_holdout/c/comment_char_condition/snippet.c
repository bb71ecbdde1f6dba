        lineno++;
        char *s = trim(line);
        if (*s == '\0' || *s == ';' || *s == '#')
            continue;
