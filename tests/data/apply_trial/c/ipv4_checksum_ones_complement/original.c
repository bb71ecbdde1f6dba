#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "packet.h"

static uint16_t read_be16(const uint8_t *p)
{
    return (uint16_t)(p[0] << 8 | p[1]);
}

static void write_be16(uint8_t *p, uint16_t value)
{
    p[0] = (uint8_t)(value >> 8);
    p[1] = (uint8_t)(value & 0xFF);
}

uint16_t ip_checksum(const void *data, size_t len)
{
    const uint8_t *p = data;
    uint32_t sum = 0;

    while (len > 1) {
        sum += read_be16(p);
        p += 2;
        len -= 2;
    }
    if (len == 1) {
        sum += (uint32_t)p[0] << 8;
    }
    while (sum >> 16) {
        sum = (sum & 0xFFFF) + (sum >> 16);
    }
    return (uint16_t)sum;
}

int ipv4_parse_header(const uint8_t *buf, size_t len, struct ipv4_header *out)
{
    if (len < 20) {
        return -1;
    }
    out->version = buf[0] >> 4;
    out->ihl = buf[0] & 0x0F;
    if (out->version != 4 || out->ihl < 5 || (size_t)out->ihl * 4 > len) {
        return -1;
    }
    out->total_length = read_be16(buf + 2);
    out->ttl = buf[8];
    out->protocol = buf[9];
    out->checksum = read_be16(buf + 10);
    memcpy(&out->src, buf + 12, 4);
    memcpy(&out->dst, buf + 16, 4);
    return out->ihl * 4;
}

int ipv4_header_valid(const uint8_t *buf, size_t header_len)
{
    return ip_checksum(buf, header_len) == 0;
}

void ipv4_set_checksum(uint8_t *buf, size_t header_len)
{
    write_be16(buf + 10, 0);
    write_be16(buf + 10, ip_checksum(buf, header_len));
}

size_t ipv4_payload(const uint8_t *buf, size_t len, const uint8_t **payload)
{
    size_t header_len = (size_t)(buf[0] & 0x0F) * 4;
    size_t total = read_be16(buf + 2);

    if (total > len || header_len > total) {
        *payload = NULL;
        return 0;
    }
    *payload = buf + header_len;
    return total - header_len;
}
