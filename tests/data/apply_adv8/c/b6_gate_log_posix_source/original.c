/*
 * gate_log.c - append-only log of truck gate transactions (in-gates 1-6).
 *
 * Copyright (c) 2019-2023 Nordkai Terminal Systems GmbH
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "gate_log.h"

struct gate_log {
	FILE *fp;
	char *path;
	unsigned long entries;
};

struct gate_log *gate_log_open(const char *path)
{
	struct gate_log *log = calloc(1, sizeof(*log));

	if (log == NULL)
		return NULL;
	log->fp = fopen(path, "a");
	if (log->fp == NULL) {
		free(log);
		return NULL;
	}
	log->path = strdup(path);
	return log;
}

int gate_log_write(struct gate_log *log, const struct gate_txn *txn)
{
	char stamp[32];
	struct tm tm;

	gmtime_r(&txn->at, &tm);
	strftime(stamp, sizeof(stamp), "%Y-%m-%dT%H:%M:%SZ", &tm);
	if (fprintf(log->fp, "%s|%d|%s|%s|%s\n", stamp, txn->lane,
		    txn->truck_plate, txn->container_id,
		    txn->direction == GATE_IN ? "IN" : "OUT") < 0)
		return -errno;
	log->entries++;
	return 0;
}

int gate_log_sync(struct gate_log *log)
{
	if (fflush(log->fp) != 0)
		return -errno;
	if (fsync(fileno(log->fp)) != 0)
		return -errno;
	return 0;
}

void gate_log_close(struct gate_log *log)
{
	if (log == NULL)
		return;
	gate_log_sync(log);
	fclose(log->fp);
	free(log->path);
	free(log);
}
