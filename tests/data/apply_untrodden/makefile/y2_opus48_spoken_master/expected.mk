# Builds the audio fixtures used by the transcode-worker integration tests.
# Masters live in fixtures/masters; renditions are regenerated, never edited.

FFMPEG      ?= ffmpeg
FFMPEG_FLAGS = -hide_banner -nostdin -y -loglevel error
MASTERS     := fixtures/masters
OUT         := fixtures/renditions
LOUDNORM    := -af loudnorm=I=-14:TP=-1.0:LRA=11

.PHONY: all clean check aac_256 aac_128 opus_96 opus_48

all: aac_256 aac_128 opus_96 opus_48

$(OUT):
	mkdir -p $(OUT)

aac_256: | $(OUT)
	$(FFMPEG) $(FFMPEG_FLAGS) -i $(MASTERS)/reference_stereo.flac \
		-c:a aac -b:a 256k -ar 44100 $(LOUDNORM) \
		$(OUT)/reference_aac_256.m4a

aac_128: | $(OUT)
	$(FFMPEG) $(FFMPEG_FLAGS) -i $(MASTERS)/reference_stereo.flac \
		-c:a aac -b:a 128k -ar 44100 $(LOUDNORM) \
		$(OUT)/reference_aac_128.m4a

opus_96: | $(OUT)
	$(FFMPEG) $(FFMPEG_FLAGS) -i $(MASTERS)/reference_stereo.flac \
		-c:a libopus -b:a 96k -ar 48000 $(LOUDNORM) \
		$(OUT)/reference_opus_96.ogg

opus_48: | $(OUT)
	$(FFMPEG) $(FFMPEG_FLAGS) -i $(MASTERS)/spoken_word_mono.flac \
		-c:a libopus -b:a 48k -ar 48000 $(LOUDNORM) \
		$(OUT)/reference_opus_48.ogg

check: all
	python3 scripts/check_renditions.py --dir $(OUT) --target-lufs -14

clean:
	rm -rf $(OUT)
