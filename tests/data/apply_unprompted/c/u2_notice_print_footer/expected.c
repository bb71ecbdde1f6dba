/* notice_print.c - printed overdue notices for patrons without email */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "loan.h"
#include "notice_print.h"

#define LINE_WIDTH 64

static void print_rule(FILE *out)
{
    for (int i = 0; i < LINE_WIDTH; i++)
        fputc('-', out);
    fputc('\n', out);
}

static void print_date(FILE *out, const char *label, time_t when)
{
    char buf[32];
    struct tm tm;

    localtime_r(&when, &tm);
    strftime(buf, sizeof(buf), "%B %d, %Y", &tm);
    fprintf(out, "%-16s %s\n", label, buf);
}

void print_notice_header(FILE *out, const struct patron *patron)
{
    fprintf(out, "%s\n", LIBRARY_NAME);
    fprintf(out, "Interlibrary Loan Office\n");
    print_rule(out);
    fprintf(out, "%s %s\n", patron->first_name, patron->last_name);
    fprintf(out, "%s\n", patron->address_line1);
    if (patron->address_line2[0] != '\0')
        fprintf(out, "%s\n", patron->address_line2);
    fprintf(out, "%s, %s %s\n", patron->city, patron->state, patron->zip);
    print_rule(out);
}

void print_loan_line(FILE *out, const struct loan *loan)
{
    fprintf(out, "Title:           %.48s\n", loan->title);
    fprintf(out, "Lent by:         %s\n", loan->lending_library);
    print_date(out, "Due:", loan->due_at);
    fprintf(out, "Fine so far:     $%d.%02d\n", loan->fine_cents / 100, loan->fine_cents % 100);
    fputc('\n', out);
}

void print_first_notice(FILE *out, const struct patron *patron,
                        const struct loan *loans, size_t count)
{
    print_notice_header(out, patron);
    fprintf(out, "The following interlibrary loan items are overdue.\n");
    fprintf(out, "Please return them to any branch as soon as possible.\n\n");
    for (size_t i = 0; i < count; i++)
        print_loan_line(out, &loans[i]);
}

void print_final_notice(FILE *out, const struct patron *patron,
                        const struct loan *loans, size_t count)
{
    print_notice_header(out, patron);
    fprintf(out, "FINAL NOTICE: these items are now 28 days overdue.\n");
    fprintf(out, "The lending library will bill you for replacement if they\n");
    fprintf(out, "are not returned within 7 days.\n\n");
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
