int parse_flag_line(const char *line, struct fraud_flag *out)
{
    char buf[FLAG_LINE_MAX];
    char *fields[FLAG_FIELDS];
    char *tok, *save = NULL;
    char *end;
    long weight;
    int n = 0;

    /* ... */

    memset(out, 0, sizeof(*out));
    snprintf(out->claim_id, sizeof(out->claim_id), "%s", fields[0]);
    snprintf(out->rule_code, sizeof(out->rule_code), "%s", fields[1]);
    weight = strtol(fields[2], &end, 10);
    if (end == fields[2] || *end != '\0' || weight < 0 || weight > 100)
        return -4;
    out->weight = (int)weight;
    out->severity = severity_from_string(fields[3]);
    /* ... */
}
