/* ... includes, defines and split_fields() unchanged ... */

static double parse_value(const char *text)
{
    char *end = NULL;
    double value = strtod(text, &end);

    if (end == text)
        return -1.0;
    return value;
}

static int parse_flag(const char *text)
{
    if (strcmp(text, "H") == 0)
        return FLAG_HIGH;
    if (strcmp(text, "L") == 0)
        return FLAG_LOW;
    return FLAG_NORMAL;
}

/* ... parse_*_line() functions unchanged ... */
