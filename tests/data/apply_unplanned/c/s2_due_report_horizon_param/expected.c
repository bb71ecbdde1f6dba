/*
 * vaccine_schedule.c - vaccination due-date helpers for the clinic CLI.
 *
 * Intervals follow the hospital's 2023 vaccination protocol.
 */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "patient.h"
#include "vaccine_schedule.h"

#define SECONDS_PER_DAY 86400
#define DEFAULT_HORIZON_DAYS 30

static const struct vaccine_rule RULES[] = {
    { "rabies",      SPECIES_DOG, 365 * 3 },
    { "dhpp",        SPECIES_DOG, 365 },
    { "bordetella",  SPECIES_DOG, 180 },
    { "leptospira",  SPECIES_DOG, 365 },
    { "rabies",      SPECIES_CAT, 365 * 3 },
    { "fvrcp",       SPECIES_CAT, 365 },
    { "felv",        SPECIES_CAT, 365 },
};

#define RULE_COUNT (sizeof(RULES) / sizeof(RULES[0]))

const struct vaccine_rule *find_rule(const char *vaccine, enum species sp)
{
    size_t i;

    for (i = 0; i < RULE_COUNT; i++) {
        if (RULES[i].species == sp && strcmp(RULES[i].vaccine, vaccine) == 0)
            return &RULES[i];
    }
    return NULL;
}

time_t next_due(const struct vaccination *v, enum species sp)
{
    const struct vaccine_rule *rule = find_rule(v->vaccine, sp);

    if (rule == NULL)
        return (time_t)0;
    return v->given_at + (time_t)rule->interval_days * SECONDS_PER_DAY;
}

int days_until(time_t due, time_t now)
{
    if (due <= now)
        return 0;
    return (int)((due - now) / SECONDS_PER_DAY);
}

int is_overdue(const struct vaccination *v, enum species sp, time_t now)
{
    time_t due = next_due(v, sp);

    return due != 0 && due < now;
}

void print_due_report(const struct patient *p, FILE *out, int horizon_days)
{
    time_t now = time(NULL);
    size_t i;

    fprintf(out, "%s (#%ld)\n", p->name, p->id);
    for (i = 0; i < p->vaccination_count; i++) {
        const struct vaccination *v = &p->vaccinations[i];
        time_t due = next_due(v, p->species);

        if (due == 0)
            continue;
        if (is_overdue(v, p->species, now))
            fprintf(out, "  %-12s OVERDUE\n", v->vaccine);
        else if (days_until(due, now) <= horizon_days)
            fprintf(out, "  %-12s due in %d days\n", v->vaccine, days_until(due, now));
    }
}

void print_clinic_report(const struct patient *patients, size_t count, FILE *out)
{
    size_t i;

    fprintf(out, "Vaccination report\n");
    fprintf(out, "==================\n");
    for (i = 0; i < count; i++)
        print_due_report(&patients[i], out, DEFAULT_HORIZON_DAYS);
}
