/* ... existing code ... */

/*
 * Writes a one-line summary into buf, e.g.
 *   "MAJOR: warfarin + fluconazole - increased INR, monitor closely [override required]"
 * Long messages are cut with "..." so the summary always fits the cabinet screen.
 * Returns the number of characters written, or -1 on bad arguments.
 */
int format_alert(const struct interaction_alert *alert, char *buf, size_t buflen)
{
    int n;
    const char *suffix;

    if (alert == NULL || buf == NULL || buflen < 4)
        return -1;

    suffix = alert_requires_override(alert) ? " [override required]" : "";
    n = snprintf(buf, buflen, "%s: %s + %s - %s%s",
                 severity_label(alert->severity),
                 alert->drug_a, alert->drug_b, alert->message, suffix);
    if (n < 0)
        return -1;
    if ((size_t)n >= buflen) {
        memcpy(buf + buflen - 4, "...", 4);
        return (int)(buflen - 1);
    }
    return n;
}

/* ... existing code ... */
