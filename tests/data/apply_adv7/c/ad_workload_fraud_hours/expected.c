/*
 * workload.c - per-adjuster workload estimates used by the assignment
 * dashboard and the nightly rebalancing job.
 */
#include <stddef.h>
#include <string.h>
#include <time.h>

#include "claims.h"
#include "workload.h"

#define HOURS_PER_OPEN_CLAIM      1.5
#define HOURS_PER_REVIEW_CLAIM    3.0
#define HOURS_PER_LITIGATED_CLAIM 6.0
#define HOURS_PER_FRAUD_REVIEW    2.0
#define STALE_AFTER_SECONDS       (14 * 24 * 3600.0)

static int is_stale(const struct claim *c, time_t now)
{
    return difftime(now, c->last_activity) > STALE_AFTER_SECONDS;
}

int workload_compute(const struct claim *claims, size_t n, const char *adjuster_id,
                     time_t now, struct workload *out)
{
    if (claims == NULL || adjuster_id == NULL || out == NULL) {
        return -1;
    }
    memset(out, 0, sizeof(*out));

    for (size_t i = 0; i < n; i++) {
        const struct claim *c = &claims[i];
        if (strcmp(c->adjuster_id, adjuster_id) != 0) {
            continue;
        }

        switch (c->status) {
        case CLAIM_OPEN:
            out->open++;
            out->est_hours += HOURS_PER_OPEN_CLAIM;
            break;
        case CLAIM_IN_REVIEW:
            out->in_review++;
            out->est_hours += HOURS_PER_REVIEW_CLAIM;
            break;
        case CLAIM_LITIGATED:
            out->litigated++;
            out->est_hours += HOURS_PER_LITIGATED_CLAIM;
            break;
        default:
            continue;
        }

        if (is_stale(c, now)) {
            out->stale++;
        }
        if (c->fraud_flags != 0) {
            out->flagged++;
            out->est_hours += HOURS_PER_FRAUD_REVIEW;
        }
    }

    out->overloaded = out->est_hours > 40.0;
    return 0;
}

int workload_compare(const void *a, const void *b)
{
    const struct workload *wa = a;
    const struct workload *wb = b;
    if (wa->est_hours < wb->est_hours) {
        return -1;
    }
    if (wa->est_hours > wb->est_hours) {
        return 1;
    }
    return 0;
}
