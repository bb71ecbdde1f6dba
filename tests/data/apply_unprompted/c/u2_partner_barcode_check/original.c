/* barcode.c - barcode checks for interlibrary loan items and patrons */
#include <ctype.h>
#include <stdbool.h>
#include <string.h>

#include "barcode.h"

#define ITEM_BARCODE_LEN 14
#define PATRON_BARCODE_LEN 14
#define ITEM_PREFIX '3'
#define PATRON_PREFIX '2'

/* Luhn check digit over the first len digits. */
static int luhn_digit(const char *digits, size_t len)
{
    int sum = 0;
    bool double_it = true;

    for (size_t i = len; i > 0; i--) {
        int d = digits[i - 1] - '0';
        if (double_it) {
            d *= 2;
            if (d > 9)
                d -= 9;
        }
        sum += d;
        double_it = !double_it;
    }
    return (10 - (sum % 10)) % 10;
}

static bool all_digits(const char *s, size_t len)
{
    for (size_t i = 0; i < len; i++) {
        if (!isdigit((unsigned char)s[i]))
            return false;
    }
    return true;
}

bool item_barcode_valid(const char *barcode)
{
    size_t len = strlen(barcode);

    if (len != ITEM_BARCODE_LEN || barcode[0] != ITEM_PREFIX)
        return false;
    if (!all_digits(barcode, len))
        return false;
    return luhn_digit(barcode, len - 1) == barcode[len - 1] - '0';
}

bool patron_barcode_valid(const char *barcode)
{
    size_t len = strlen(barcode);

    if (len != PATRON_BARCODE_LEN || barcode[0] != PATRON_PREFIX)
        return false;
    if (!all_digits(barcode, len))
        return false;
    return luhn_digit(barcode, len - 1) == barcode[len - 1] - '0';
}

int barcode_branch_code(const char *barcode)
{
    /* digits 2-5 identify the owning branch */
    int code = 0;

    for (int i = 1; i <= 4; i++)
        code = code * 10 + (barcode[i] - '0');
    return code;
}
