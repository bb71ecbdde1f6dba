class Scheduler:
    # ...

    def cancel(self, job_id: str) -> bool:
        with self._lock:
            job = self._jobs.pop(job_id, None)
        if job is None:
            logger.debug("cancel: no job %s", job_id)
            return False
        job.cancelled = True
        self._wakeup.set()
        return True

    def pending(self) -> list[str]:
        """Ids of jobs still waiting to run, soonest first."""
        with self._lock:
            return [j.job_id for j in sorted(self._queue) if not j.cancelled]

    # ... rest of the code ...
