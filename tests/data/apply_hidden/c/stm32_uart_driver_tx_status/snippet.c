int uart_write(uart_port_t port, const uint8_t *data, size_t len)
{
    size_t i;
    int rc;

    for (i = 0; i < len; i++) {
        rc = uart_write_byte(port, data[i]);
        if (rc != UART_OK) {
            return rc;
        }
    }
    return uart_flush(port);
}

// ... rest of file unchanged ...
