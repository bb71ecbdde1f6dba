/*
 * sockutil.c - small helpers around BSD sockets
 *
 * Copyright (c) 2021-2024 The Tidepool Authors
 * SPDX-License-Identifier: MIT
 */

#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <unistd.h>

// ... rest of the file stays the same ...
