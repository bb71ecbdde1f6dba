#include <errno.h>
#include <stdint.h>
#include <stdio.h>

#include "board.h"
#include "uart.h"

#define UART_CLK_HZ     48000000u
#define UART_MAX_BAUD   3000000u

#define UART_SR_RXNE    (1u << 5)
#define UART_SR_TXE     (1u << 7)
#define UART_CR1_UE     (1u << 0)
#define UART_CR1_RE     (1u << 2)
#define UART_CR1_TE     (1u << 3)

static volatile uint32_t rx_overruns;

int uart_init(uint32_t baud)
{
    int err;

    board_enable_clock(CLOCK_UART0);
    board_configure_pin(PIN_UART0_TX, PIN_MODE_ALT1);
    board_configure_pin(PIN_UART0_RX, PIN_MODE_ALT1);

    err = uart_set_baud(baud);
    if (err)
        return err;

    UART0->CR1 = UART_CR1_UE | UART_CR1_RE | UART_CR1_TE;
    rx_overruns = 0;
    return 0;
}

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

void uart_puts(const char *s)
{
    while (*s) {
        if (*s == '\n')
            uart_putc('\r');
        uart_putc(*s++);
    }
}

int uart_getc(void)
{
    if (!(UART0->SR & UART_SR_RXNE))
        return -1;
    return (int)(UART0->DR & 0xFFu);
}

int uart_read(char *buf, int len)
{
    int n = 0;
    int c;

    while (n < len && (c = uart_getc()) >= 0)
        buf[n++] = (char)c;
    return n;
}

uint32_t uart_overruns(void)
{
    return rx_overruns;
}
