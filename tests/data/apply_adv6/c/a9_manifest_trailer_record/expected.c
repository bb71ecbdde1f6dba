/* manifest_io.c - fixed-width manifest records for carrier SFTP uploads */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "manifest_io.h"

#define RECORD_LEN 128
#define FIELD_PAD ' '

static void put_field(char *dst, size_t width, const char *src)
{
    size_t n = strlen(src);
    if (n > width) {
        n = width;
    }
    memcpy(dst, src, n);
    memset(dst + n, FIELD_PAD, width - n);
}

static void put_number(char *dst, size_t width, uint32_t value)
{
    char buf[16];
    snprintf(buf, sizeof buf, "%0*u", (int)width, (unsigned)value);
    memcpy(dst, buf, width);
}

int manifest_encode_header(const manifest_header_t *hdr, char out[RECORD_LEN])
{
    memset(out, FIELD_PAD, RECORD_LEN);
    out[0] = 'H';
    put_field(out + 1, 8, hdr->carrier_code);
    put_field(out + 9, 10, hdr->depot_id);
    put_number(out + 19, 8, hdr->ship_date);
    put_number(out + 27, 6, hdr->parcel_count);
    return RECORD_LEN;
}

int manifest_encode_parcel(const manifest_parcel_t *p, char out[RECORD_LEN])
{
    memset(out, FIELD_PAD, RECORD_LEN);
    out[0] = 'P';
    put_field(out + 1, 22, p->tracking);
    put_field(out + 23, 10, p->postcode);
    put_number(out + 33, 7, p->weight_g);
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
                   const manifest_parcel_t *parcels, size_t count)
{
    char rec[RECORD_LEN];

    manifest_encode_header(hdr, rec);
    if (fwrite(rec, 1, RECORD_LEN, fp) != RECORD_LEN || fputc('\n', fp) == EOF) {
        return -1;
    }
    for (size_t i = 0; i < count; i++) {
        manifest_encode_parcel(&parcels[i], rec);
        if (fwrite(rec, 1, RECORD_LEN, fp) != RECORD_LEN || fputc('\n', fp) == EOF) {
            return -1;
        }
    }
    return (int)count;
}
