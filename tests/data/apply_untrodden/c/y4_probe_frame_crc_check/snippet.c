/* ... existing code ... */
#include <string.h>

#include "crc16.h"
#include "probe_frame.h"
#include "log.h"

/* ... existing code ... */

    payload_len = buf[1];
    if (FRAME_HEADER_LEN + payload_len + 2u != len) {
        log_warn("probe frame length mismatch: hdr=%zu actual=%zu", payload_len, len);
        return PROBE_ERR_SHORT;
    }
    if (crc16_ccitt(buf, len - 2u) != read_u16_le(&buf[len - 2u])) {
        log_warn("probe frame CRC mismatch (probe %u)", (unsigned)read_u16_le(&buf[2]));
        return PROBE_ERR_CRC;
    }

    memset(out, 0, sizeof(*out));
    /* ... existing code ... */
