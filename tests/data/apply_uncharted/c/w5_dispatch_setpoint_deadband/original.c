/*
 * dispatch.c - charge/discharge setpoint selection for the site battery.
 *
 * Runs every control tick (1 s) on the site controller.
 */

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "dispatch.h"
#include "inverter.h"
#include "tariff.h"

#define MIN_SOC_PERMILLE      100   /* 10.0 % reserve */
#define MAX_SOC_PERMILLE      950   /* 95.0 % ceiling */
#define DEADBAND_W            150

static int32_t last_setpoint_w;

static bool soc_allows_discharge(const battery_state_t *bat)
{
    return bat->soc_permille > MIN_SOC_PERMILLE;
}

static bool soc_allows_charge(const battery_state_t *bat)
{
    return bat->soc_permille < MAX_SOC_PERMILLE;
}

static int32_t clamp_power(int32_t power_w, int32_t limit_w)
{
    if (power_w > limit_w)
        return limit_w;
    if (power_w < -limit_w)
        return -limit_w;
    return power_w;
}

static int32_t self_consumption_setpoint(const site_meas_t *meas,
                                         const battery_state_t *bat)
{
    /* positive grid power = import; cover it from the battery */
    int32_t grid_w = meas->grid_power_w;

    if (grid_w > DEADBAND_W && soc_allows_discharge(bat))
        return clamp_power(grid_w, bat->max_discharge_w);
    if (grid_w < -DEADBAND_W && soc_allows_charge(bat))
        return -clamp_power(-grid_w, bat->max_charge_w);
    return 0;
}

static int32_t tariff_setpoint(const site_meas_t *meas,
                               const battery_state_t *bat,
                               const tariff_slot_t *slot)
{
    if (slot->kind == TARIFF_PEAK && soc_allows_discharge(bat))
        return clamp_power(meas->load_power_w, bat->max_discharge_w);
    if (slot->kind == TARIFF_OFFPEAK && soc_allows_charge(bat))
        return -bat->max_charge_w;
    return self_consumption_setpoint(meas, bat);
}

int32_t dispatch_tick(const site_meas_t *meas, const battery_state_t *bat,
                      dispatch_mode_t mode)
{
    tariff_slot_t slot;
    int32_t setpoint_w;

    memset(&slot, 0, sizeof(slot));

    switch (mode) {
    case DISPATCH_SELF_CONSUMPTION:
        setpoint_w = self_consumption_setpoint(meas, bat);
        break;
    case DISPATCH_TARIFF:
        tariff_current_slot(meas->timestamp, &slot);
        setpoint_w = tariff_setpoint(meas, bat, &slot);
        break;
    case DISPATCH_IDLE:
    default:
        setpoint_w = 0;
        break;
    }

    if (setpoint_w != last_setpoint_w) {
        inverter_set_power(setpoint_w);
        last_setpoint_w = setpoint_w;
    }
    return setpoint_w;
}
