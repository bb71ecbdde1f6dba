// ... existing code ...

int uart_read_byte(struct uart *u, uint8_t *out)
{
    // ... existing code ...
}

// removed: uart_dump_regs() together with its #ifdef UART_DEBUG guard

void uart_deinit(struct uart *u)
{
    // ... existing code ...
}
