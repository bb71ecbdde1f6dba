/*
 * backupd - options.c
 * Command line parsing for the backup daemon.
 *
 * SPDX-License-Identifier: BSD-2-Clause
 */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "options.h"

// ... existing code ...
