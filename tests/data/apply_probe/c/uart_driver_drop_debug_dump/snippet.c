// ... existing code ...

int uart_set_baud(uint32_t baud)
{
    uint32_t divisor;

    if (baud == 0 || baud > UART_MAX_BAUD)
        return -EINVAL;
    divisor = (UART_CLK_HZ + baud / 2) / baud;
    UART0->BRR = divisor;
    return 0;
}

void uart_putc(char c)
{
    while (!(UART0->SR & UART_SR_TXE))
        ;
    UART0->DR = (uint32_t)c;
}

// ... existing code ...
