/*
 * fnol_record.c - parser for fixed-width FNOL records received from the
 * legacy agency mainframe feed (layout FNL-220, 220 bytes per record).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fnol_record.h"

#define FNOL_RECORD_LEN 220

static void copy_field(char *dst, size_t dst_size, const char *src, size_t offset, size_t len)
{
    size_t n = len < dst_size - 1 ? len : dst_size - 1;

    memcpy(dst, src + offset, n);
    dst[n] = '\0';
    /* trim trailing blanks */
    while (n > 0 && dst[n - 1] == ' ')
        dst[--n] = '\0';
}

static int parse_amount_cents(const char *src, size_t offset, size_t len, long *out)
{
    char buf[16];
    size_t i;

    if (len >= sizeof(buf))
        return -1;
    memcpy(buf, src + offset, len);
    buf[len] = '\0';
    for (i = 0; i < len; i++) {
        if (!isdigit((unsigned char)buf[i]))
            return -1;
    }
    *out = strtol(buf, NULL, 10);
    return 0;
}

static int parse_date(const char *src, size_t offset, struct fnol_date *out)
{
    char buf[9];

    memcpy(buf, src + offset, 8);
    buf[8] = '\0';
    if (sscanf(buf, "%4d%2d%2d", &out->year, &out->month, &out->day) != 3)
        return -1;
    if (out->month < 1 || out->month > 12 || out->day < 1 || out->day > 31)
        return -1;
    return 0;
}

int fnol_parse_record(const char *line, size_t line_len, struct fnol_record *rec)
{
    if (line_len < FNOL_RECORD_LEN)
        return FNOL_ERR_SHORT;

    memset(rec, 0, sizeof(*rec));
    copy_field(rec->agency_code, sizeof(rec->agency_code), line, 0, 6);
    copy_field(rec->policy_number, sizeof(rec->policy_number), line, 6, 12);
    copy_field(rec->claimant_name, sizeof(rec->claimant_name), line, 18, 40);
    copy_field(rec->loss_type, sizeof(rec->loss_type), line, 58, 4);

    if (parse_date(line, 62, &rec->loss_date) != 0)
        return FNOL_ERR_LOSS_DATE;
    if (parse_date(line, 70, &rec->reported_date) != 0)
        return FNOL_ERR_REPORTED_DATE;
    if (parse_amount_cents(line, 78, 11, &rec->estimate_cents) != 0)
        return FNOL_ERR_AMOUNT;

    copy_field(rec->description, sizeof(rec->description), line, 89, 120);
    rec->injury_flag = line[209] == 'Y';
    rec->police_report_flag = line[210] == 'Y';
    return FNOL_OK;
}
