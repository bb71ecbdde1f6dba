class InverterPoller:
    # ... existing methods ...

    def poll_once(self, inverter: Inverter) -> Sample | None:
        # ... existing request and payload checks ...
        self._failures.pop(inverter.inverter_id, None)
        sample = self._decode(payload)
        if sample.ac_power_w < 0:
            # night-time standby draw shows up as negative output; clamp it
            log.debug("clamping negative AC power %.1f W on inverter %s", sample.ac_power_w, inverter.inverter_id)
            sample = sample._replace(ac_power_w=0.0)
        self._store.append(inverter.array_id, sample)
        return sample

    # ... rest unchanged ...
