/*
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * log.c - leveled logging for the backup daemon.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "log.h"

/* Long paths in error messages were getting truncated at 256. */
#define LOG_BUF_SIZE 1024

// ... rest of log.c unchanged ...
