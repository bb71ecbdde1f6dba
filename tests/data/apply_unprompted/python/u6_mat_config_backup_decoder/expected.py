"""Timing mat layout for the city marathon course.

Each mat has a decoder box that reports chip reads over the venue network.
Start and finish also have a backup decoder in case the primary drops out.
"""

from dataclasses import dataclass


@dataclass(frozen=True)
class TimingMat:
    code: str
    label: str
    km: float
    decoder_ip: str
    antennas: int = 4
    backup_decoder_ip: str | None = None


COURSE_MATS = (
    TimingMat("START", "Start arch", 0.0, "10.20.0.11", antennas=8, backup_decoder_ip="10.20.0.31"),
    TimingMat("K05", "5 km", 5.0, "10.20.0.21"),
    TimingMat("K10", "10 km", 10.0, "10.20.0.22"),
    TimingMat("HALF", "Half marathon", 21.0975, "10.20.0.23"),
    TimingMat("K30", "30 km", 30.0, "10.20.0.24"),
    TimingMat("K35", "35 km", 35.0, "10.20.0.25"),
    TimingMat("FINISH", "Finish arch", 42.195, "10.20.0.12", antennas=8, backup_decoder_ip="10.20.0.32"),
)


def mat_by_code(code: str) -> TimingMat:
    for mat in COURSE_MATS:
        if mat.code == code:
            return mat
    raise KeyError(f"unknown timing mat {code!r}")


def mats_between(start_km: float, end_km: float) -> list[TimingMat]:
    return [mat for mat in COURSE_MATS if start_km <= mat.km <= end_km]


def next_mat(after_km: float) -> TimingMat | None:
    ahead = [mat for mat in COURSE_MATS if mat.km > after_km]
    return min(ahead, key=lambda mat: mat.km, default=None)


def decoder_ips(mat: TimingMat) -> list[str]:
    if mat.backup_decoder_ip is None:
        return [mat.decoder_ip]
    return [mat.decoder_ip, mat.backup_decoder_ip]
