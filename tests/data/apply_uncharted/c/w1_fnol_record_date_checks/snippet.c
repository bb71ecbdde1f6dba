/* snip */

static int parse_date(const char *src, size_t offset, struct fnol_date *out)
{
    /* snip */
    if (sscanf(buf, "%4d%2d%2d", &out->year, &out->month, &out->day) != 3)
        return -1;
    if (out->year < 1900 || out->month < 1 || out->month > 12 || out->day < 1 || out->day > 31)
        return -1;
    return 0;
}

/* snip */
    if (parse_amount_cents(line, 78, 11, &rec->estimate_cents) != 0)
        return FNOL_ERR_AMOUNT;
    if (rec->reported_date.year * 10000 + rec->reported_date.month * 100 + rec->reported_date.day <
        rec->loss_date.year * 10000 + rec->loss_date.month * 100 + rec->loss_date.day)
        return FNOL_ERR_REPORTED_DATE;

    /* snip */
    rec->police_report_flag = line[210] == 'Y';
    rec->attorney_rep_flag = line[211] == 'Y';
    return FNOL_OK;
}
