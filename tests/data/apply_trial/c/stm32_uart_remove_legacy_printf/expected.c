#include <stddef.h>
#include <stdint.h>

#include "board.h"
#include "uart.h"

#define UART_RX_BUF_SIZE 128u

static volatile uint8_t rx_buf[UART_RX_BUF_SIZE];
static volatile uint16_t rx_head;
static volatile uint16_t rx_tail;

void uart_init(uint32_t baud)
{
    RCC->APB2ENR |= RCC_APB2ENR_USART1EN;
    USART1->BRR = (uint16_t)((SystemCoreClock + baud / 2u) / baud);
    USART1->CR1 = USART_CR1_TE | USART_CR1_RE | USART_CR1_RXNEIE | USART_CR1_UE;
    NVIC_EnableIRQ(USART1_IRQn);
}

void uart_putc(char c)
{
    while ((USART1->SR & USART_SR_TXE) == 0u) {
    }
    USART1->DR = (uint8_t)c;
}

void uart_puts(const char *s)
{
    while (*s != '\0') {
        if (*s == '\n') {
            uart_putc('\r');
        }
        uart_putc(*s++);
    }
}

void uart_write(const uint8_t *data, size_t len)
{
    for (size_t i = 0; i < len; i++) {
        uart_putc((char)data[i]);
    }
}

int uart_getc(void)
{
    if (rx_head == rx_tail) {
        return -1;
    }
    uint8_t c = rx_buf[rx_tail];
    rx_tail = (uint16_t)((rx_tail + 1u) % UART_RX_BUF_SIZE);
    return c;
}

size_t uart_read(uint8_t *dst, size_t len)
{
    size_t n = 0;
    int c;

    while (n < len && (c = uart_getc()) >= 0) {
        dst[n++] = (uint8_t)c;
    }
    return n;
}

void USART1_IRQHandler(void)
{
    if ((USART1->SR & USART_SR_RXNE) != 0u) {
        uint8_t c = (uint8_t)USART1->DR;
        uint16_t next = (uint16_t)((rx_head + 1u) % UART_RX_BUF_SIZE);
        if (next != rx_tail) {
            rx_buf[rx_head] = c;
            rx_head = next;
        }
    }
}
