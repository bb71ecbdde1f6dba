"""ffmpeg argument builders for the audio transcoding workers.

Each preset maps to one rendition that the player can request. Keep the
builders boring and explicit: ops greps these when a rendition sounds off.
"""

from __future__ import annotations

from dataclasses import dataclass, field

FFMPEG_BIN = "/usr/bin/ffmpeg"


@dataclass
class TranscodeJob:
    job_id: str
    source_uri: str
    dest_uri: str
    preset: str
    loudness_target: float = -14.0
    extra_args: list[str] = field(default_factory=list)


def _base_args(job: TranscodeJob) -> list[str]:
    return [
        FFMPEG_BIN,
        "-hide_banner",
        "-nostdin",
        "-y",
        "-i",
        job.source_uri,
        "-map_metadata",
        "0",
        "-vn",
    ]


def _loudnorm(job: TranscodeJob) -> list[str]:
    return ["-af", f"loudnorm=I={job.loudness_target}:TP=-1.0:LRA=11"]


def aac_high_args(job: TranscodeJob) -> list[str]:
    args = _base_args(job)
    args += ["-c:a", "aac"]
    args += ["-b:a", "256k"]
    args += ["-ar", "44100"]
    args += _loudnorm(job)
    args += job.extra_args
    args.append(job.dest_uri)
    return args


def aac_normal_args(job: TranscodeJob) -> list[str]:
    args = _base_args(job)
    args += ["-c:a", "aac"]
    args += ["-b:a", "128k"]
    args += ["-ar", "44100"]
    args += _loudnorm(job)
    args += job.extra_args
    args.append(job.dest_uri)
    return args


def opus_normal_args(job: TranscodeJob) -> list[str]:
    args = _base_args(job)
    args += ["-c:a", "libopus"]
    args += ["-b:a", "96k"]
    args += ["-ar", "48000"]
    args += _loudnorm(job)
    args += job.extra_args
    args.append(job.dest_uri)
    return args


def opus_low_args(job: TranscodeJob) -> list[str]:
    args = _base_args(job)
    args += ["-c:a", "libopus"]
    args += ["-b:a", "64k"]  # 48k smeared cymbals on the low tier, see AUD-2291
    args += ["-ar", "48000"]
    args += _loudnorm(job)
    args += job.extra_args
    args.append(job.dest_uri)
    return args


def opus_voice_args(job: TranscodeJob) -> list[str]:
    args = _base_args(job)
    args += ["-c:a", "libopus"]
    args += ["-b:a", "32k"]
    args += ["-ar", "48000"]
    args += ["-application", "voip"]
    args += _loudnorm(job)
    args += job.extra_args
    args.append(job.dest_uri)
    return args


PRESETS = {
    "aac_high": aac_high_args,
    "aac_normal": aac_normal_args,
    "opus_normal": opus_normal_args,
    "opus_low": opus_low_args,
    "opus_voice": opus_voice_args,
}


def build_command(job: TranscodeJob) -> list[str]:
    try:
        builder = PRESETS[job.preset]
    except KeyError:
        raise ValueError(f"unknown preset {job.preset!r} for job {job.job_id}") from None
    return builder(job)
