#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "reefer.h"

#define REEFER_MAX_PLUGS 1200
#define REEFER_STALE_SECONDS 900

static struct reefer_plug plugs[REEFER_MAX_PLUGS];
static size_t plug_count;

static bool reefer_is_stale(const struct reefer_plug *plug, time_t now)
{
	return difftime(now, plug->last_reading_at) > REEFER_STALE_SECONDS;
}

static bool reefer_out_of_range(const struct reefer_plug *plug)
{
	double deviation = fabs(plug->supply_temp_c - plug->setpoint_c);

	return deviation > plug->tolerance_c;
}

/* Pre-2019 alarm codes, kept for the old yard planning export. */
static int reefer_legacy_alarm_code(const struct reefer_plug *plug)
{
	if (!plug->powered)
		return 9;
	if (reefer_out_of_range(plug))
		return plug->supply_temp_c > plug->setpoint_c ? 4 : 5;
	return 0;
}

static void reefer_log_reading(const struct reefer_plug *plug, FILE *out)
{
	fprintf(out, "%s;%s;%.1f;%.1f;%s\n", plug->plug_id, plug->container_id,
		plug->setpoint_c, plug->supply_temp_c,
		plug->powered ? "ON" : "OFF");
}

struct reefer_plug *reefer_find(const char *container_id)
{
	for (size_t i = 0; i < plug_count; i++) {
		if (strcmp(plugs[i].container_id, container_id) == 0)
			return &plugs[i];
	}
	return NULL;
}

size_t reefer_scan(FILE *log, time_t now, struct reefer_alarm *alarms,
		   size_t max_alarms)
{
	size_t raised = 0;

	for (size_t i = 0; i < plug_count && raised < max_alarms; i++) {
		const struct reefer_plug *plug = &plugs[i];

		reefer_log_reading(plug, log);
		if (!plug->powered) {
			alarms[raised++] = (struct reefer_alarm){ plug, REEFER_ALARM_POWER };
		} else if (reefer_is_stale(plug, now)) {
			alarms[raised++] = (struct reefer_alarm){ plug, REEFER_ALARM_STALE };
		} else if (reefer_out_of_range(plug)) {
			alarms[raised++] = (struct reefer_alarm){ plug, REEFER_ALARM_TEMP };
		}
	}
	return raised;
}
