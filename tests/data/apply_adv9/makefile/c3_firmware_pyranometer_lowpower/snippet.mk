# ... toolchain and compiler flags unchanged ...
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

# ... object list and build rules as before ...

flash: $(BUILD)/$(TARGET).bin
	st-flash --reset write $< 0x08000000

monitor:
	picocom -b 115200 /dev/ttyACM0

# ... clean target and dependency include unchanged ...
