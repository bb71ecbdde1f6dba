// ... existing code ...

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

// ... existing code ...

    /* don't chatter the inverter for changes inside the deadband,
     * but always honour a request to go idle */
    if ((setpoint_w == 0 && last_setpoint_w != 0) ||
        abs(setpoint_w - last_setpoint_w) > DEADBAND_W) {
        inverter_set_power(setpoint_w);
        last_setpoint_w = setpoint_w;
    }
    return setpoint_w;
}
