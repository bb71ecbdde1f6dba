# …

    def run(self, job: CaptionJob) -> None:
        job.attempts += 1
        started = time.monotonic()
        try:
            # …
        except Exception as exc:  # noqa: BLE001 - any backend failure is retryable
            job.error = str(exc)
            logger.warning("job %s attempt %d failed: %s", job.job_id, job.attempts, exc)
            if job.attempts >= MAX_ATTEMPTS:
                self._transition(job, JobState.FAILED)
            else:
                self.store.requeue(job, delay=RETRY_BACKOFF_SECONDS * job.attempts)
            return
        job.error = None
        self._transition(job, JobState.DONE)
        logger.info("job %s captioned in %.1fs", job.job_id, time.monotonic() - started)

    # …
