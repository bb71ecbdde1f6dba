/*
 * gate_log.c - append-only log of truck gate transactions (in-gates 1-6).
 *
 * Copyright (c) 2019-2024 Nordkai Terminal Systems GmbH
 */
/* strdup(), gmtime_r() and fileno() are POSIX, not ISO C. */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <stdio.h>
/* ... existing code ... */
