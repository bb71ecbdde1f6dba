"""Nurse triage scoring for walk-in patient intake.

Produces an acuity level from 1 (resuscitation) to 5 (non-urgent) based on
the vitals and complaint captured at the front desk.
"""

from dataclasses import dataclass, field
from typing import Optional

RED_FLAG_COMPLAINTS = {
    "chest pain",
    "shortness of breath",
    "stroke symptoms",
    "severe bleeding",
    "unresponsive",
}


@dataclass
class IntakeForm:
    patient_id: str
    complaint: str
    heart_rate: Optional[int] = None
    systolic_bp: Optional[int] = None
    spo2: Optional[int] = None
    temperature_c: Optional[float] = None
    pain_score: Optional[int] = None
    notes: list = field(default_factory=list)


def _vitals_flags(form: IntakeForm) -> int:
    flags = 0
    if form.heart_rate is not None and (form.heart_rate > 130 or form.heart_rate < 40):
        flags += 1
    if form.systolic_bp is not None and form.systolic_bp < 90:
        flags += 1
    if form.spo2 is not None and form.spo2 < 92:
        flags += 1
    if form.temperature_c is not None and form.temperature_c >= 39.5:
        flags += 1
    return flags


def _complaint_is_red_flag(complaint: str) -> bool:
    text = complaint.strip().lower()
    return any(flag in text for flag in RED_FLAG_COMPLAINTS)


def score_intake(form: IntakeForm) -> int:
    if _complaint_is_red_flag(form.complaint):
        form.notes.append("red-flag complaint")
        return 2
    flags = _vitals_flags(form)
    if flags >= 2:
        form.notes.append(f"{flags} abnormal vitals")
        return 2
    pain = form.pain_score
    if flags == 1:
        return 3
    if pain is not None and pain >= 7:
        form.notes.append("severe pain")
        return 3
    if pain is not None and pain >= 4:
        return 4
    return 5


def triage_queue(forms: list) -> list:
    scored = [(score_intake(f), f.patient_id) for f in forms]
    scored.sort(key=lambda pair: pair[0])
    return [patient_id for _, patient_id in scored]
