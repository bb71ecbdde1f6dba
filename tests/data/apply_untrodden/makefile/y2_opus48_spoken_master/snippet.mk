# ... existing code ...

opus_48: | $(OUT)
	$(FFMPEG) $(FFMPEG_FLAGS) -i $(MASTERS)/spoken_word_mono.flac \
		-c:a libopus -b:a 48k -ar 48000 $(LOUDNORM) \
		$(OUT)/reference_opus_48.ogg

# ... existing code ...
