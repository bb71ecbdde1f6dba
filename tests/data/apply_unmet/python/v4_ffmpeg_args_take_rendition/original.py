"""Helpers for turning uploaded masters into streaming renditions."""

from __future__ import annotations

import logging
import shlex
import subprocess
from dataclasses import dataclass
from pathlib import Path

log = logging.getLogger(__name__)

FFMPEG_BIN = "/usr/bin/ffmpeg"
DEFAULT_SAMPLE_RATE = 44100


@dataclass(frozen=True)
class Rendition:
    name: str
    codec: str
    bitrate_kbps: int
    extension: str


LADDER = (
    Rendition("aac_high", "aac", 256, "m4a"),
    Rendition("aac_low", "aac", 96, "m4a"),
    Rendition("opus_high", "libopus", 160, "opus"),
    Rendition("mp3_compat", "libmp3lame", 192, "mp3"),
)


class TranscodeError(RuntimeError):
    pass


def build_ffmpeg_args(src: Path, dst: Path, codec: str, bitrate_kbps: int) -> list[str]:
    args = [
        FFMPEG_BIN,
        "-hide_banner",
        "-y",
        "-i",
        str(src),
        "-vn",
        "-c:a",
        codec,
        "-b:a",
        f"{bitrate_kbps}k",
        "-ar",
        str(DEFAULT_SAMPLE_RATE),
    ]
    if codec == "libopus":
        args += ["-application", "audio"]
    args.append(str(dst))
    return args


def run_ffmpeg(args: list[str]) -> None:
    log.debug("running %s", shlex.join(args))
    proc = subprocess.run(args, capture_output=True, text=True)
    if proc.returncode != 0:
        tail = proc.stderr.strip().splitlines()[-5:]
        raise TranscodeError("ffmpeg failed: " + " | ".join(tail))


def output_path(out_dir: Path, track_id: str, rendition: Rendition) -> Path:
    return out_dir / track_id / f"{rendition.name}.{rendition.extension}"


def transcode_track(src: Path, out_dir: Path, track_id: str) -> dict[str, Path]:
    results: dict[str, Path] = {}
    for rendition in LADDER:
        dst = output_path(out_dir, track_id, rendition)
        dst.parent.mkdir(parents=True, exist_ok=True)
        args = build_ffmpeg_args(src, dst, rendition.codec, rendition.bitrate_kbps)
        run_ffmpeg(args)
        results[rendition.name] = dst
        log.info("track %s: wrote %s", track_id, dst.name)
    return results


def transcode_preview(src: Path, out_dir: Path, track_id: str) -> Path:
    """30-second low bitrate clip used on the store page."""
    dst = out_dir / track_id / "preview.m4a"
    dst.parent.mkdir(parents=True, exist_ok=True)
    args = build_ffmpeg_args(src, dst, "aac", 64)
    args[-1:-1] = ["-ss", "30", "-t", "30"]
    run_ffmpeg(args)
    return dst
