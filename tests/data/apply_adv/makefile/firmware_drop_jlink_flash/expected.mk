# Firmware build for the sensor board
TARGET   := sensorfw
MCU      := cortex-m4
BUILD    := build
CC       := arm-none-eabi-gcc
OBJCOPY  := arm-none-eabi-objcopy
SIZE     := arm-none-eabi-size

SRCS := $(wildcard src/*.c) $(wildcard src/drivers/*.c)
OBJS := $(patsubst %.c,$(BUILD)/%.o,$(SRCS))

CFLAGS  := -mcpu=$(MCU) -mthumb -Os -Wall -Wextra -ffunction-sections -fdata-sections -Iinclude
LDFLAGS := -mcpu=$(MCU) -mthumb -Tboard.ld -Wl,--gc-sections -specs=nano.specs

.PHONY: all clean flash flash-stlink flash-dfu size

all: $(BUILD)/$(TARGET).bin size

$(BUILD)/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c $< -o $@

$(BUILD)/$(TARGET).elf: $(OBJS)
	$(CC) $(LDFLAGS) $^ -o $@

$(BUILD)/$(TARGET).bin: $(BUILD)/$(TARGET).elf
	$(OBJCOPY) -O binary $< $@

size: $(BUILD)/$(TARGET).elf
	$(SIZE) $<

flash: flash-stlink

flash-stlink: $(BUILD)/$(TARGET).bin
	st-flash --reset write $< 0x08000000

flash-dfu: $(BUILD)/$(TARGET).bin
	dfu-util -a 0 -s 0x08000000:leave -D $<

clean:
	rm -rf $(BUILD)
