/* ... existing code ... */

int gtin14_is_valid(const char *code)
{
    /* ... existing code ... */
    return gs1_check_digit(code, 13) == digit_at(code, 13);
}

/* ... existing code ... */
