/* lab_results.c - parse analyzer export lines into lab_result records */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lab_results.h"

#define FIELD_SEP '|'
#define MAX_FIELDS 8

static int split_fields(char *line, char **fields, int max)
{
    int n = 0;
    char *p = line;

    fields[n++] = p;
    while (*p != '\0' && n < max) {
        if (*p == FIELD_SEP) {
            *p = '\0';
            fields[n++] = p + 1;
        }
        p++;
    }
    return n;
}

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

int parse_cbc_line(char *line, struct lab_result *out)
{
    char *fields[MAX_FIELDS];
    int n = split_fields(line, fields, MAX_FIELDS);

    if (n < 4)
        return -1;
    out->panel = PANEL_CBC;
    strncpy(out->analyte, fields[0], sizeof(out->analyte) - 1);
    out->value = parse_value(fields[1]);
    strncpy(out->unit, fields[2], sizeof(out->unit) - 1);
    out->flag = parse_flag(fields[3]);
    return 0;
}

int parse_chemistry_line(char *line, struct lab_result *out)
{
    char *fields[MAX_FIELDS];
    int n = split_fields(line, fields, MAX_FIELDS);

    if (n < 4)
        return -1;
    out->panel = PANEL_CHEMISTRY;
    strncpy(out->analyte, fields[0], sizeof(out->analyte) - 1);
    out->value = parse_value(fields[1]);
    strncpy(out->unit, fields[2], sizeof(out->unit) - 1);
    out->flag = parse_flag(fields[3]);
    return 0;
}

int parse_urinalysis_line(char *line, struct lab_result *out)
{
    char *fields[MAX_FIELDS];
    int n = split_fields(line, fields, MAX_FIELDS);

    if (n < 3)
        return -1;
    out->panel = PANEL_URINALYSIS;
    strncpy(out->analyte, fields[0], sizeof(out->analyte) - 1);
    out->value = parse_value(fields[1]);
    out->unit[0] = '\0';
    out->flag = parse_flag(fields[2]);
    return 0;
}
