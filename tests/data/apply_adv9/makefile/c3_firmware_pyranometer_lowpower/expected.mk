# Firmware build for the WX-200 remote weather station (STM32L4)

TARGET    := wx200
BUILD     := build
TOOLCHAIN ?= arm-none-eabi-

CC      := $(TOOLCHAIN)gcc
OBJCOPY := $(TOOLCHAIN)objcopy
SIZE    := $(TOOLCHAIN)size

MCU_FLAGS := -mcpu=cortex-m4 -mthumb -mfpu=fpv4-sp-d16 -mfloat-abi=hard
CFLAGS    := $(MCU_FLAGS) -Os -g3 -Wall -Wextra -ffunction-sections -fdata-sections
CFLAGS    += -Iinclude -Ivendor/cmsis/include -Ivendor/hal/include
CFLAGS    += -DSTATION_MODEL=\"WX200\" -DREADING_INTERVAL_S=300 -DLOW_POWER_SLEEP=1
LDFLAGS   := $(MCU_FLAGS) -Tboard/stm32l476rg.ld -Wl,--gc-sections -specs=nano.specs

SRCS := \
    src/main.c \
    src/sensors/bme280.c \
    src/sensors/anemometer.c \
    src/sensors/rain_gauge.c \
    src/sensors/pyranometer.c \
    src/radio/lora.c \
    src/power/battery.c

OBJS := $(SRCS:%.c=$(BUILD)/%.o)

.PHONY: all flash size clean

all: $(BUILD)/$(TARGET).bin size

$(BUILD)/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -MMD -MP -c $< -o $@

$(BUILD)/$(TARGET).elf: $(OBJS)
	$(CC) $(LDFLAGS) $^ -o $@

$(BUILD)/$(TARGET).bin: $(BUILD)/$(TARGET).elf
	$(OBJCOPY) -O binary $< $@

size: $(BUILD)/$(TARGET).elf
	$(SIZE) $<

flash: $(BUILD)/$(TARGET).bin
	st-flash --reset write $< 0x08000000

monitor:
	picocom -b 115200 /dev/ttyACM0

clean:
	rm -rf $(BUILD)

-include $(OBJS:.o=.d)
