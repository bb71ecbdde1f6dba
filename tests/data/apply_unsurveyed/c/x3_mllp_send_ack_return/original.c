/*
 * mllp.c - Minimal Lower Layer Protocol framing for the lab analyzer bridge.
 *
 * Frames HL7 v2 messages as <VT> message <FS><CR> and writes them to a
 * connected socket. Used by the point-of-care analyzer bridge at each site.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "mllp.h"
#include "bridge_log.h"

#define MLLP_START_BLOCK 0x0b
#define MLLP_END_BLOCK   0x1c
#define MLLP_CARRIAGE_RET 0x0d

static int write_all(int fd, const unsigned char *buf, size_t len)
{
    size_t written = 0;

    while (written < len) {
        ssize_t n = write(fd, buf + written, len - written);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return -1;
        }
        written += (size_t)n;
    }
    return 0;
}

int mllp_send_message(int fd, const char *hl7, size_t len)
{
    static const unsigned char start = MLLP_START_BLOCK;
    static const unsigned char trailer[2] = { MLLP_END_BLOCK, MLLP_CARRIAGE_RET };

    if (write_all(fd, &start, 1) != 0)
        return -1;
    if (write_all(fd, (const unsigned char *)hl7, len) != 0)
        return -1;
    if (write_all(fd, trailer, sizeof trailer) != 0)
        return -1;
    bridge_log_debug("mllp: sent %zu byte message", len);
    return 0;
}

int mllp_send_ack(int fd, const char *control_id, const char *ack_code)
{
    char ack[256];
    int len;

    len = snprintf(ack, sizeof ack,
                   "MSH|^~\\&|RVS-POC|RVS|LABGW|MEADOWBROOK|||ACK^R01|%s|P|2.5\r"
                   "MSA|%s|%s\r",
                   control_id, ack_code, control_id);
    if (len < 0 || (size_t)len >= sizeof ack)
        return -1;
    bridge_log_debug("mllp: sending %s for %s", ack_code, control_id);
    return mllp_send_message(fd, ack, (size_t)len);
}

int mllp_strip_frame(char *buf, size_t *len)
{
    if (*len < 3 || (unsigned char)buf[0] != MLLP_START_BLOCK)
        return -1;
    if ((unsigned char)buf[*len - 2] != MLLP_END_BLOCK ||
        (unsigned char)buf[*len - 1] != MLLP_CARRIAGE_RET)
        return -1;

    memmove(buf, buf + 1, *len - 3);
    *len -= 3;
    buf[*len] = '\0';
    return 0;
}
