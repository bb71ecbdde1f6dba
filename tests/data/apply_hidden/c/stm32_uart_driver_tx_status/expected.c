#include <stdint.h>
#include <stddef.h>

#include "uart.h"
#include "board.h"
#include "clock.h"

#define UART_TIMEOUT_TICKS 100000u

static volatile uart_regs_t *const uart_ports[UART_PORT_COUNT] = {
    (volatile uart_regs_t *)UART1_BASE,
    (volatile uart_regs_t *)UART2_BASE,
    (volatile uart_regs_t *)UART3_BASE,
};

static inline volatile uart_regs_t *uart_regs(uart_port_t port)
{
    return uart_ports[port];
}

int uart_init(uart_port_t port, uint32_t baud)
{
    volatile uart_regs_t *regs;

    if (port >= UART_PORT_COUNT || baud == 0) {
        return UART_ERR_PARAM;
    }
    regs = uart_regs(port);
    clock_enable_uart(port);
    regs->CR1 = 0;
    regs->BRR = clock_get_pclk(port) / baud;
    regs->CR1 = UART_CR1_TE | UART_CR1_RE | UART_CR1_UE;
    return UART_OK;
}

int uart_write_byte(uart_port_t port, uint8_t byte)
{
    volatile uart_regs_t *regs = uart_regs(port);
    uint32_t ticks = UART_TIMEOUT_TICKS;

    while (!(regs->SR & UART_SR_TXE)) {
        if (--ticks == 0) {
            return UART_ERR_TIMEOUT;
        }
    }
    regs->DR = byte;
    return UART_OK;
}

int uart_read_byte(uart_port_t port, uint8_t *out)
{
    volatile uart_regs_t *regs = uart_regs(port);
    uint32_t ticks = UART_TIMEOUT_TICKS;

    while (!(regs->SR & UART_SR_RXNE)) {
        if (--ticks == 0) {
            return UART_ERR_TIMEOUT;
        }
    }
    *out = (uint8_t)(regs->DR & 0xFFu);
    return UART_OK;
}

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

int uart_flush(uart_port_t port)
{
    volatile uart_regs_t *regs = uart_regs(port);
    uint32_t ticks = UART_TIMEOUT_TICKS;

    while (!(regs->SR & UART_SR_TC)) {
        if (--ticks == 0) {
            return UART_ERR_TIMEOUT;
        }
    }
    return UART_OK;
}

void uart_deinit(uart_port_t port)
{
    volatile uart_regs_t *regs = uart_regs(port);

    regs->CR1 = 0;
    clock_disable_uart(port);
}
