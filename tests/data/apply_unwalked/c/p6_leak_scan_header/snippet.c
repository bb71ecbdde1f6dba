/*
 * leak_scan.c
 *
 * Nightly job: reads hourly interval data exported from the AMI head-end
 * and flags service connections with continuous overnight flow.
 * Output (one line per flagged meter) is picked up by the leak-letter mailer.
 *
 * Copyright (c) 2021-2024 Cedar Falls Municipal Water. Internal use only.
 */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ... rest of file unchanged ... */
