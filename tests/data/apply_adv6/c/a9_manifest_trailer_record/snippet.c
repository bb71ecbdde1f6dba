/* ... existing code ... */
    put_number(out + 40, 3, p->service_level);
    return RECORD_LEN;
}

int manifest_encode_trailer(uint32_t parcel_count, uint32_t total_weight_g, char out[RECORD_LEN])
{
    memset(out, FIELD_PAD, RECORD_LEN);
    out[0] = 'T';
    put_number(out + 1, 6, parcel_count);
    put_number(out + 7, 10, total_weight_g);
    return RECORD_LEN;
}

int manifest_write(FILE *fp, const manifest_header_t *hdr,
/* ... existing code ... */
