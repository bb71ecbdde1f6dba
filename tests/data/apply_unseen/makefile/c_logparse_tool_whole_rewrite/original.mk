# Makefile for logparse
#
#   make            build ./logparse
#   make test       run the regression tests
#   make install    copy the binary into the system

CC      = gcc
CFLAGS  = -Wall -Wextra -O2 -std=c11
LDFLAGS =
LDLIBS  = -lm

SRC_DIR = src
OBJ_DIR = obj
TARGET  = logparse

SRCS = $(SRC_DIR)/main.c \
       $(SRC_DIR)/parser.c \
       $(SRC_DIR)/buffer.c \
       $(SRC_DIR)/stats.c \
       $(SRC_DIR)/output.c

OBJS = $(SRCS:$(SRC_DIR)/%.c=$(OBJ_DIR)/%.o)

all: $(TARGET)

$(TARGET): $(OBJS)
	$(CC) $(LDFLAGS) -o $@ $^ $(LDLIBS)

$(OBJ_DIR)/%.o: $(SRC_DIR)/%.c
	@mkdir -p $(OBJ_DIR)
	$(CC) $(CFLAGS) -c $< -o $@

test: $(TARGET)
	./tests/run.sh ./$(TARGET)

install: $(TARGET)
	cp $(TARGET) /usr/local/bin/$(TARGET)

clean:
	rm -rf $(OBJ_DIR) $(TARGET)

.PHONY: all test install clean
