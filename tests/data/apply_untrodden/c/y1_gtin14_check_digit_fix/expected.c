/*
 * barcode_check.c - check-digit validation for the barcodes that RF
 * scanners read at receiving, putaway and pack-out.
 *
 *   GTIN-13 / GTIN-14  product and case barcodes
 *   SSCC-18            pallet and carton licence plates
 */
#include <ctype.h>
#include <stddef.h>
#include <string.h>

#include "barcode_check.h"

static int digit_at(const char *s, size_t i)
{
    return s[i] - '0';
}

static int all_digits(const char *s, size_t n)
{
    size_t i;

    if (s == NULL || strlen(s) != n)
        return 0;
    for (i = 0; i < n; i++) {
        if (!isdigit((unsigned char)s[i]))
            return 0;
    }
    return 1;
}

/*
 * GS1 mod-10: weights alternate 3,1,3,1... starting from the digit
 * immediately left of the check digit.
 */
int gs1_check_digit(const char *digits, size_t n)
{
    int sum = 0;
    size_t i;

    for (i = 0; i < n; i++) {
        int weight = ((n - i) % 2 == 1) ? 3 : 1;
        sum += digit_at(digits, i) * weight;
    }
    return (10 - (sum % 10)) % 10;
}

int gtin13_is_valid(const char *code)
{
    if (!all_digits(code, 13))
        return 0;
    return gs1_check_digit(code, 12) == digit_at(code, 12);
}

int gtin14_is_valid(const char *code)
{
    if (!all_digits(code, 14))
        return 0;
    /* Indicator digit 9 is variable-measure; the check digit still applies. */
    return gs1_check_digit(code, 13) == digit_at(code, 13);
}

int sscc18_is_valid(const char *code)
{
    if (!all_digits(code, 18))
        return 0;
    return gs1_check_digit(code, 17) == digit_at(code, 17);
}

/*
 * Strips a leading GS1 application identifier from a scan, e.g.
 * "00" + SSCC or "01" + GTIN-14, and returns a pointer into `scan`.
 */
const char *strip_gs1_ai(const char *scan, enum barcode_kind *kind)
{
    size_t len = strlen(scan);

    if (len == 20 && strncmp(scan, "00", 2) == 0) {
        *kind = BARCODE_SSCC18;
        return scan + 2;
    }
    if (len == 16 && strncmp(scan, "01", 2) == 0) {
        *kind = BARCODE_GTIN14;
        return scan + 2;
    }
    *kind = (len == 13) ? BARCODE_GTIN13 : BARCODE_UNKNOWN;
    return scan;
}
