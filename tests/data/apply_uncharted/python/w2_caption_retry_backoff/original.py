import enum
import logging
import time
from dataclasses import dataclass, field
from typing import Optional

from captioning.asr import TranscriptionClient
from captioning.storage import CaptionStore

logger = logging.getLogger("captioning.jobs")

MAX_ATTEMPTS = 3
RETRY_BACKOFF_SECONDS = 30


class JobState(enum.Enum):
    QUEUED = "queued"
    TRANSCRIBING = "transcribing"
    ALIGNING = "aligning"
    DONE = "done"
    FAILED = "failed"


@dataclass
class CaptionJob:
    job_id: str
    video_id: str
    language: str = "en"
    state: JobState = JobState.QUEUED
    attempts: int = 0
    error: Optional[str] = None
    updated_at: float = field(default_factory=time.time)


class CaptionJobRunner:
    def __init__(self, client: TranscriptionClient, store: CaptionStore):
        self.client = client
        self.store = store

    def _transition(self, job: CaptionJob, state: JobState) -> None:
        logger.info("job %s: %s -> %s", job.job_id, job.state.value, state.value)
        job.state = state
        job.updated_at = time.time()
        self.store.save_job(job)

    def transcribe(self, job: CaptionJob) -> str:
        self._transition(job, JobState.TRANSCRIBING)
        audio_url = self.store.audio_url(job.video_id)
        return self.client.transcribe(audio_url, language=job.language)

    def align(self, job: CaptionJob, transcript: str) -> list[dict]:
        self._transition(job, JobState.ALIGNING)
        cues = self.client.align(job.video_id, transcript)
        return [cue for cue in cues if cue["end"] > cue["start"]]

    def run(self, job: CaptionJob) -> None:
        job.attempts += 1
        try:
            transcript = self.transcribe(job)
            cues = self.align(job, transcript)
            self.store.write_vtt(job.video_id, job.language, cues)
        except Exception as exc:  # noqa: BLE001 - any backend failure is retryable
            job.error = str(exc)
            if job.attempts >= MAX_ATTEMPTS:
                self._transition(job, JobState.FAILED)
            else:
                self._transition(job, JobState.QUEUED)
            return
        self._transition(job, JobState.DONE)

    def run_pending(self, limit: int = 10) -> int:
        processed = 0
        for job in self.store.queued_jobs(limit=limit):
            self.run(job)
            processed += 1
        return processed
