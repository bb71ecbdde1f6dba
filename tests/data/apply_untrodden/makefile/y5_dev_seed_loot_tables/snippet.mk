# …
K6 ?= k6
LOADTEST_VUS ?= 100
LOADTEST_DURATION ?= 2m

# …

seed: up
	$(PSQL) -f db/seed/players.sql
	$(PSQL) -f db/seed/seasons.sql
	$(PSQL) -f db/seed/items.sql
	$(PSQL) -f db/seed/loot_tables.sql
	$(PSQL) -f db/seed/loot_table_entries.sql

# …
