"""Poll the co-op's inverters over the Modbus/TCP gateway and spool samples to disk."""

import json
import logging
import time
from pathlib import Path
from typing import NamedTuple

import requests

log = logging.getLogger("solarcoop.poller")


class Inverter(NamedTuple):
    inverter_id: int
    array_id: str
    host: str


class Sample(NamedTuple):
    taken_at: float
    dc_voltage: float
    ac_power_w: float
    energy_today_kwh: float


class SpoolWriter:
    def __init__(self, root: Path):
        self.root = root

    def append(self, array_id: str, sample: Sample) -> None:
        day = time.strftime("%Y-%m-%d", time.gmtime(sample.taken_at))
        path = self.root / array_id / f"{day}.jsonl"
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("a", encoding="utf-8") as fh:
            fh.write(json.dumps(sample._asdict()) + "\n")


class InverterPoller:
    def __init__(self, gateway_url: str, store: SpoolWriter, timeout: float = 5.0):
        self._gateway_url = gateway_url.rstrip("/")
        self._store = store
        self._timeout = timeout
        self._failures: dict[int, int] = {}

    def _decode(self, payload: dict) -> Sample:
        return Sample(
            taken_at=payload["ts"],
            dc_voltage=payload["registers"]["dc_voltage"] / 10.0,
            ac_power_w=payload["registers"]["ac_power"] / 10.0,
            energy_today_kwh=payload["registers"]["energy_today"] / 1000.0,
        )

    def poll_once(self, inverter: Inverter) -> Sample | None:
        url = f"{self._gateway_url}/inverters/{inverter.inverter_id}/registers"
        try:
            resp = requests.get(url, timeout=self._timeout)
            resp.raise_for_status()
        except requests.RequestException as exc:
            self._failures[inverter.inverter_id] = self._failures.get(inverter.inverter_id, 0) + 1
            log.warning("poll failed for inverter %s: %s", inverter.inverter_id, exc)
            return None
        payload = resp.json()
        if "registers" not in payload:
            log.error("gateway returned no registers for inverter %s", inverter.inverter_id)
            return None
        self._failures.pop(inverter.inverter_id, None)
        sample = self._decode(payload)
        if sample.ac_power_w < 0:
            # night-time standby draw shows up as negative output; clamp it
            log.debug("clamping negative AC power %.1f W on inverter %s", sample.ac_power_w, inverter.inverter_id)
            sample = sample._replace(ac_power_w=0.0)
        self._store.append(inverter.array_id, sample)
        return sample

    def poll_all(self, inverters: list[Inverter]) -> int:
        ok = 0
        for inverter in inverters:
            if self.poll_once(inverter) is not None:
                ok += 1
        return ok

    def failing(self, threshold: int = 3) -> list[int]:
        return [inv for inv, count in self._failures.items() if count >= threshold]


def run_forever(poller: InverterPoller, inverters: list[Inverter], interval: float = 60.0) -> None:
    while True:
        started = time.monotonic()
        ok = poller.poll_all(inverters)
        log.info("polled %d/%d inverters", ok, len(inverters))
        for inverter_id in poller.failing():
            log.error("inverter %s has failed repeatedly", inverter_id)
        time.sleep(max(0.0, interval - (time.monotonic() - started)))
