# ... existing code ...

def build_ffmpeg_args(
    src: Path,
    dst: Path,
    rendition: Rendition,
    sample_rate: int = DEFAULT_SAMPLE_RATE,
) -> list[str]:
    args = [
        FFMPEG_BIN,
        "-hide_banner",
        "-y",
        "-i",
        str(src),
        "-vn",
        "-c:a",
        rendition.codec,
        "-b:a",
        f"{rendition.bitrate_kbps}k",
        "-ar",
        str(sample_rate),
    ]
    if rendition.codec == "libopus":
        args += ["-application", "audio"]
    args.append(str(dst))
    return args

# ... existing code ...

    for rendition in LADDER:
        dst = output_path(out_dir, track_id, rendition)
        dst.parent.mkdir(parents=True, exist_ok=True)
        args = build_ffmpeg_args(src, dst, rendition)
        run_ffmpeg(args)

# ... existing code ...

    preview = Rendition("preview", "aac", 64, "m4a")
    args = build_ffmpeg_args(src, dst, preview, sample_rate=22050)
    args[-1:-1] = ["-ss", "30", "-t", "30"]

# ... existing code ...
