/* ... existing code ... */
    put_u32(buf + AC_HEADER_LEN + r->evidence_len,
            crc32(buf, AC_HEADER_LEN + r->evidence_len));
    return need;
}

/* ... removed ac_report_encode_v1() and its comment block: the 4.1 relay is gone ... */

int ac_report_validate(const ac_report_t *r)
{
/* ... existing code ... */
