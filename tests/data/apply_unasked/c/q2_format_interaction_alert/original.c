/*
 * interaction_alert.c - render drug-drug interaction hits for the
 * verification queue and the cabinet override screen.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "interaction_alert.h"

static const char *const SEVERITY_LABELS[] = {
    [SEV_MINOR] = "MINOR",
    [SEV_MODERATE] = "MODERATE",
    [SEV_MAJOR] = "MAJOR",
    [SEV_CONTRAINDICATED] = "CONTRAINDICATED",
};

int severity_from_string(const char *s, enum severity *out)
{
    size_t i;

    if (s == NULL || out == NULL)
        return -1;
    for (i = 0; i < sizeof(SEVERITY_LABELS) / sizeof(SEVERITY_LABELS[0]); i++) {
        if (strcasecmp(s, SEVERITY_LABELS[i]) == 0) {
            *out = (enum severity)i;
            return 0;
        }
    }
    return -1;
}

const char *severity_label(enum severity sev)
{
    if (sev < SEV_MINOR || sev > SEV_CONTRAINDICATED)
        return "UNKNOWN";
    return SEVERITY_LABELS[sev];
}

int alert_requires_override(const struct interaction_alert *alert)
{
    return alert->severity >= SEV_MAJOR;
}

/*
 * Writes a one-line summary into buf, e.g.
 *   "MAJOR: warfarin + fluconazole - increased INR, monitor closely"
 * Returns the number of characters written, or -1 if buf is too small.
 */
int format_alert(const struct interaction_alert *alert, char *buf, size_t buflen)
{
    int n;

    if (alert == NULL || buf == NULL || buflen == 0)
        return -1;

    n = snprintf(buf, buflen, "%s: %s + %s - %s",
                 severity_label(alert->severity),
                 alert->drug_a, alert->drug_b, alert->message);
    if (n < 0 || (size_t)n >= buflen)
        return -1;
    return n;
}

size_t count_overrides_needed(const struct interaction_alert *alerts, size_t count)
{
    size_t i, needed = 0;

    for (i = 0; i < count; i++) {
        if (alert_requires_override(&alerts[i]))
            needed++;
    }
    return needed;
}
