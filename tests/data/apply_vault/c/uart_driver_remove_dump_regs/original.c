#include <stdint.h>
#include <stdio.h>

#include "board.h"
#include "uart.h"

#define UART_TX_TIMEOUT   10000u
#define UART_RX_TIMEOUT   10000u

static uint32_t baud_divisor(uint32_t clock_hz, uint32_t baud)
{
    return (clock_hz + baud * 8u) / (baud * 16u);
}

int uart_init(struct uart *u, uint32_t baud)
{
    if (u == NULL || baud == 0)
        return -1;

    u->regs->CR = 0;
    u->regs->BRR = baud_divisor(board_periph_clock(), baud);
    u->regs->CR = UART_CR_TE | UART_CR_RE | UART_CR_UE;
    u->baud = baud;
    u->errors = 0;
    return 0;
}

int uart_write_byte(struct uart *u, uint8_t byte)
{
    uint32_t spins = UART_TX_TIMEOUT;

    while (!(u->regs->SR & UART_SR_TXE)) {
        if (--spins == 0)
            return -1;
    }
    u->regs->DR = byte;
    return 0;
}

int uart_write(struct uart *u, const uint8_t *buf, size_t len)
{
    size_t i;

    for (i = 0; i < len; i++) {
        if (uart_write_byte(u, buf[i]) != 0)
            return (int)i;
    }
    return (int)len;
}

int uart_read_byte(struct uart *u, uint8_t *out)
{
    uint32_t spins = UART_RX_TIMEOUT;

    while (!(u->regs->SR & UART_SR_RXNE)) {
        if (--spins == 0)
            return -1;
    }
    if (u->regs->SR & (UART_SR_ORE | UART_SR_FE)) {
        u->errors++;
        (void)u->regs->DR;
        return -2;
    }
    *out = (uint8_t)u->regs->DR;
    return 0;
}

#ifdef UART_DEBUG
void uart_dump_regs(const struct uart *u)
{
    printf("uart@%p: CR=%08lx SR=%08lx BRR=%08lx\n",
           (void *)u->regs,
           (unsigned long)u->regs->CR,
           (unsigned long)u->regs->SR,
           (unsigned long)u->regs->BRR);
    printf("  baud=%lu errors=%lu\n",
           (unsigned long)u->baud, (unsigned long)u->errors);
}
#endif

void uart_deinit(struct uart *u)
{
    if (u == NULL)
        return;
    u->regs->CR = 0;
    u->baud = 0;
}
