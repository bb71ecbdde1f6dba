#include <stddef.h>
#include <stdint.h>

#include "checksum.h"

static uint32_t crc_table[256];
static int crc_table_ready = 0;

static void crc32_build_table(void)
{
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int k = 0; k < 8; k++) {
            c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        }
        crc_table[i] = c;
    }
    crc_table_ready = 1;
}

uint32_t crc32_init(void)
{
    if (!crc_table_ready) {
        crc32_build_table();
    }
    return 0xFFFFFFFFu;
}

uint32_t crc32_update(uint32_t crc, const uint8_t *buf, size_t len)
{
    for (size_t i = 0; i < len; i++) {
        crc = crc_table[(crc ^ buf[i]) & 0xFFu] ^ (crc >> 8);
    }
    return crc;
}

uint32_t crc32_final(uint32_t crc)
{
    return crc;
}

uint32_t crc32(const uint8_t *buf, size_t len)
{
    uint32_t crc = crc32_init();
    crc = crc32_update(crc, buf, len);
    return crc32_final(crc);
}

uint32_t adler32_update(uint32_t adler, const uint8_t *buf, size_t len)
{
    uint32_t a = adler & 0xFFFFu;
    uint32_t b = (adler >> 16) & 0xFFFFu;
    for (size_t i = 0; i < len; i++) {
        a = (a + buf[i]) % 65521u;
        b = (b + a) % 65521u;
    }
    return (b << 16) | a;
}

uint32_t adler32(const uint8_t *buf, size_t len)
{
    return adler32_update(1u, buf, len);
}

uint16_t fletcher16(const uint8_t *buf, size_t len)
{
    uint16_t sum1 = 0;
    uint16_t sum2 = 0;
    for (size_t i = 0; i < len; i++) {
        sum1 = (uint16_t)((sum1 + buf[i]) % 255);
        sum2 = (uint16_t)((sum2 + sum1) % 255);
    }
    return (uint16_t)((sum2 << 8) | sum1);
}
