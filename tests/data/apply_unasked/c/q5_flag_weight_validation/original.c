/*
 * flagfile.c - reader for the nightly SIU fraud flag export.
 *
 * Flag lines are "claim_id,rule_code,weight,severity,raised_at".
 * Hold lines are "claim_id,placed_by,days".
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "flagfile.h"

#define FLAG_LINE_MAX   256
#define FLAG_FIELDS     5
#define HOLD_FIELDS     3

static char *trim(char *s)
{
    char *end;

    while (isspace((unsigned char)*s))
        s++;
    if (*s == '\0')
        return s;
    end = s + strlen(s) - 1;
    while (end > s && isspace((unsigned char)*end))
        *end-- = '\0';
    return s;
}

static enum flag_severity severity_from_string(const char *s)
{
    if (strcmp(s, "high") == 0)
        return SEVERITY_HIGH;
    if (strcmp(s, "medium") == 0)
        return SEVERITY_MEDIUM;
    return SEVERITY_LOW;
}

int parse_flag_line(const char *line, struct fraud_flag *out)
{
    char buf[FLAG_LINE_MAX];
    char *fields[FLAG_FIELDS];
    char *tok, *save = NULL;
    int n = 0;

    if (line == NULL || out == NULL)
        return -1;
    if (strlen(line) >= sizeof(buf))
        return -2;

    strcpy(buf, line);
    for (tok = strtok_r(buf, ",", &save); tok != NULL && n < FLAG_FIELDS;
         tok = strtok_r(NULL, ",", &save))
        fields[n++] = trim(tok);

    if (n != FLAG_FIELDS)
        return -3;

    memset(out, 0, sizeof(*out));
    snprintf(out->claim_id, sizeof(out->claim_id), "%s", fields[0]);
    snprintf(out->rule_code, sizeof(out->rule_code), "%s", fields[1]);
    out->weight = atoi(fields[2]);
    out->severity = severity_from_string(fields[3]);
    out->raised_at = (time_t)strtoll(fields[4], NULL, 10);

    return 0;
}

int parse_hold_line(const char *line, struct claim_hold *out)
{
    char buf[FLAG_LINE_MAX];
    char *fields[HOLD_FIELDS];
    char *tok, *save = NULL;
    int n = 0;

    if (line == NULL || out == NULL)
        return -1;
    if (strlen(line) >= sizeof(buf))
        return -2;

    strcpy(buf, line);
    for (tok = strtok_r(buf, ",", &save); tok != NULL && n < HOLD_FIELDS;
         tok = strtok_r(NULL, ",", &save))
        fields[n++] = trim(tok);

    if (n != HOLD_FIELDS)
        return -3;

    memset(out, 0, sizeof(*out));
    snprintf(out->claim_id, sizeof(out->claim_id), "%s", fields[0]);
    snprintf(out->placed_by, sizeof(out->placed_by), "%s", fields[1]);
    out->days = atoi(fields[2]);

    return 0;
}
