/* ... existing code ... */

bool patron_barcode_valid(const char *barcode)
{
    /* ... existing code ... */
    return luhn_digit(barcode, len - 1) == barcode[len - 1] - '0';
}

/*
 * Partner library barcodes look like "ILL-XXXX-NNNNNN": the lending
 * library's four letter symbol followed by its own item number.
 */
bool partner_barcode_valid(const char *barcode)
{
    if (strlen(barcode) != 15 || strncmp(barcode, "ILL-", 4) != 0)
        return false;
    for (int i = 4; i < 8; i++) {
        if (!isupper((unsigned char)barcode[i]))
            return false;
    }
    if (barcode[8] != '-')
        return false;
    return all_digits(barcode + 9, 6);
}

int barcode_branch_code(const char *barcode)
{
/* ... existing code ... */
