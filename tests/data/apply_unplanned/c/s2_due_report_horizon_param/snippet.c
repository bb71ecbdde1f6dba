// ... existing code ...

void print_due_report(const struct patient *p, FILE *out, int horizon_days)
{
    time_t now = time(NULL);
    size_t i;

    // ... existing code ...
        if (is_overdue(v, p->species, now))
            fprintf(out, "  %-12s OVERDUE\n", v->vaccine);
        else if (days_until(due, now) <= horizon_days)
            fprintf(out, "  %-12s due in %d days\n", v->vaccine, days_until(due, now));
    }
}

void print_clinic_report(const struct patient *patients, size_t count, FILE *out)
{
    // ... existing code ...
    for (i = 0; i < count; i++)
        print_due_report(&patients[i], out, DEFAULT_HORIZON_DAYS);
}
