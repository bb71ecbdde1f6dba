/*
 * lines.c - read a text stream into an array of lines
 */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ... rest of lines.c unchanged ... */
