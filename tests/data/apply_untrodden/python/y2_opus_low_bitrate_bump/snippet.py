# ... existing code ...


def opus_low_args(job: TranscodeJob) -> list[str]:
    args = _base_args(job)
    args += ["-c:a", "libopus"]
    args += ["-b:a", "64k"]  # 48k smeared cymbals on the low tier, see AUD-2291
    # ... existing code ...
