/*
 * station_config.c - per-station ticket timing targets for the kitchen display.
 *
 * target_secs: when the ticket timer turns amber.
 * warn_secs:   when it turns red and the expo screen is alerted.
 */
#include <stddef.h>
#include <string.h>

#include "station_config.h"

static const struct station_config stations[] = {
	{
		.id = STATION_GRILL,
		.name = "grill",
		.target_secs = 480,
		.warn_secs = 600,
		.printer = "kds-grill-01",
	},
	{
		.id = STATION_FRYER,
		.name = "fryer",
		.target_secs = 300,
		.warn_secs = 420,
		.printer = "kds-fry-01",
	},
	{
		.id = STATION_SAUTE,
		.name = "saute",
		.target_secs = 420,
		.warn_secs = 540,
		.printer = "kds-saute-01",
	},
	{
		.id = STATION_COLD,
		.name = "cold",
		.target_secs = 300,
		.warn_secs = 420,
		.printer = "kds-cold-01",
	},
	{
		.id = STATION_EXPO,
		.name = "expo",
		.target_secs = 60,
		.warn_secs = 120,
		.printer = "kds-expo-01",
	},
};

#define STATION_COUNT (sizeof(stations) / sizeof(stations[0]))

const struct station_config *station_config_by_id(enum station_id id)
{
	size_t i;

	for (i = 0; i < STATION_COUNT; i++) {
		if (stations[i].id == id)
			return &stations[i];
	}
	return NULL;
}

const struct station_config *station_config_by_name(const char *name)
{
	size_t i;

	for (i = 0; i < STATION_COUNT; i++) {
		if (strcmp(stations[i].name, name) == 0)
			return &stations[i];
	}
	return NULL;
}

int station_ticket_is_late(const struct station_config *cfg, unsigned elapsed_secs)
{
	return elapsed_secs >= (unsigned)cfg->warn_secs;
}
