/*
 * ring_buffer.c - fixed-size single-producer/single-consumer byte ring.
 *
 * Copyright (c) 2021-2024 Acme Embedded Ltd.
 * SPDX-License-Identifier: MIT
 */

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ring_buffer.h"

/* ... rest of file unchanged ... */
