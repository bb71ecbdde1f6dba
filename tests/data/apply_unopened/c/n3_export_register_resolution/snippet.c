/* ... existing code ... */

int decode_export_kwh(const struct meter_frame *frame, struct reading *out)
{
    /* ... existing code ... */
    out->value = (double)read_be32(raw) / 100.0;
    /* ... existing code ... */
}

/* ... existing code ... */
