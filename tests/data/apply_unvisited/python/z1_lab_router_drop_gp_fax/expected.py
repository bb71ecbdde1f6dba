"""Routes finalised lab results from the LIS feed to their destinations."""

import logging
from dataclasses import dataclass, field
from datetime import datetime

from clinic.integrations import chart_feed, pager, patient_portal

log = logging.getLogger(__name__)

CRITICAL_FLAGS = {"HH", "LL", "CRIT"}


@dataclass
class Patient:
    mrn: str
    name: str
    gp_practice_code: str | None = None
    portal_enrolled: bool = False


@dataclass
class LabResult:
    accession: str
    patient: Patient
    test_code: str
    value: str
    units: str
    flag: str = ""
    ordered_by: str = ""
    resulted_at: datetime = field(default_factory=datetime.utcnow)

    @property
    def is_critical(self) -> bool:
        return self.flag in CRITICAL_FLAGS


class LabResultRouter:
    def __init__(self, on_call_pager: str, release_delay_hours: int = 24):
        self.on_call_pager = on_call_pager
        self.release_delay_hours = release_delay_hours

    def route(self, result: LabResult) -> list[str]:
        destinations = []
        if result.is_critical:
            destinations.append(self._page_on_call(result))
        destinations.append(self._post_to_chart(result))
        if result.patient.portal_enrolled and not result.is_critical:
            destinations.append(self._publish_to_portal(result))
        log.info("routed %s to %s", result.accession, destinations)
        return destinations

    def _page_on_call(self, result: LabResult) -> str:
        message = (
            f"CRITICAL {result.test_code}={result.value}{result.units} "
            f"MRN {result.patient.mrn} (ordered by {result.ordered_by})"
        )
        pager.send(self.on_call_pager, message)
        return "pager"

    def _post_to_chart(self, result: LabResult) -> str:
        chart_feed.post(
            mrn=result.patient.mrn,
            accession=result.accession,
            payload={"code": result.test_code, "value": result.value, "units": result.units},
        )
        return "chart"

    def _publish_to_portal(self, result: LabResult) -> str:
        patient_portal.publish(
            mrn=result.patient.mrn,
            accession=result.accession,
            release_after_hours=self.release_delay_hours,
        )
        return "portal"
