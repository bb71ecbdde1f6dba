/* ... existing code ... */

void print_final_notice(FILE *out, const struct patron *patron,
                        const struct loan *loans, size_t count)
{
    /* ... existing code ... */
    for (size_t i = 0; i < count; i++)
        print_loan_line(out, &loans[i]);
}

void print_notice_footer(FILE *out, time_t printed_at)
{
    print_rule(out);
    print_date(out, "Printed:", printed_at);
    fprintf(out, "Questions? Call the ILL office at (555) 014-2200.\n");
    fprintf(out, "Renew online at %s/account\n", LIBRARY_URL);
}
