#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "shipping_label.h"

#define LABEL_WIDTH 40

static void copy_field(char *dst, size_t dst_size, const char *src)
{
    if (src == NULL) {
        dst[0] = '\0';
        return;
    }
    snprintf(dst, dst_size, "%s", src);
}

void label_init(shipping_label_t *label, const char *order_number, carrier_t carrier)
{
    memset(label, 0, sizeof(*label));
    copy_field(label->order_number, sizeof(label->order_number), order_number);
    label->carrier = carrier;
}

void label_set_recipient(shipping_label_t *label, const address_t *to)
{
    copy_field(label->to_name, sizeof(label->to_name), to->name);
    copy_field(label->to_line1, sizeof(label->to_line1), to->line1);
    copy_field(label->to_line2, sizeof(label->to_line2), to->line2);
    copy_field(label->to_city, sizeof(label->to_city), to->city);
    copy_field(label->to_postcode, sizeof(label->to_postcode), to->postcode);
}

void label_set_sender(shipping_label_t *label, const address_t *from)
{
    copy_field(label->from_name, sizeof(label->from_name), from->name);
    copy_field(label->from_line1, sizeof(label->from_line1), from->line1);
    copy_field(label->from_city, sizeof(label->from_city), from->city);
    copy_field(label->from_postcode, sizeof(label->from_postcode), from->postcode);
}

/* Normalise a UK postcode in place: upper case, one space before the inward code. */
int label_normalise_postcode(char *postcode)
{
    char compact[16];
    size_t n = 0;

    for (const char *p = postcode; *p != '\0'; p++) {
        if (isspace((unsigned char)*p)) {
            continue;
        }
        if (n == sizeof(compact) - 1) {
            return -1;
        }
        compact[n++] = (char)toupper((unsigned char)*p);
    }
    compact[n] = '\0';

    if (n < 5 || n > 7) {
        return -1;
    }
    /* The inward code is always digit, letter, letter (e.g. "1AB"). */
    if (!isdigit((unsigned char)compact[n - 3]) || !isalpha((unsigned char)compact[n - 2]) ||
        !isalpha((unsigned char)compact[n - 1])) {
        return -1;
    }
    sprintf(postcode, "%.*s %s", (int)(n - 3), compact, compact + n - 3);
    return 0;
}

static void print_line(FILE *out, const char *text)
{
    if (text[0] != '\0') {
        fprintf(out, "| %-*.*s |\n", LABEL_WIDTH, LABEL_WIDTH, text);
    }
}

int label_render(const shipping_label_t *label, FILE *out)
{
    fprintf(out, "+-%-*s-+\n", LABEL_WIDTH, carrier_name(label->carrier));
    print_line(out, label->to_name);
    print_line(out, label->to_line1);
    print_line(out, label->to_line2);
    print_line(out, label->to_city);
    print_line(out, label->to_postcode);
    fprintf(out, "| Order %-*s |\n", LABEL_WIDTH - 6, label->order_number);
    return ferror(out) ? -1 : 0;
}
