#include <stddef.h>
#include <stdint.h>

#include "board.h"
#include "uart.h"

// ... existing code ...

// ... removed uart_printf_legacy() — the v1 bootloader is gone ...

// ... existing code ...
