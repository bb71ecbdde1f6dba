.PHONY: all clean flash flash-stlink flash-dfu size

# ...

flash-stlink: $(BUILD)/$(TARGET).bin
	st-flash --reset write $< 0x08000000

flash-dfu: $(BUILD)/$(TARGET).bin
	dfu-util -a 0 -s 0x08000000:leave -D $<

# ...
