int mllp_send_ack(int fd, const char *control_id, const char *ack_code)
{
    // ... existing code ...
    bridge_log_debug("mllp: sending %s for %s", ack_code, control_id);
    if (mllp_send_message(fd, ack, (size_t)len) != 0) {
        bridge_log_error("mllp: failed to send %s for %s: %s",
                         ack_code, control_id, strerror(errno));
        return -1;
    }
    return 0;
}
