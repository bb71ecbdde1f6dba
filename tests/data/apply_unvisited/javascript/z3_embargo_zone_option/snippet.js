// ... existing code ...

/**
 * Puts a draft under embargo until `releaseAt`.
 * @param {string} draftId
 * @param {string} releaseAt ISO timestamp
 * @param {{ zone?: string, source?: string }} [options]
 */
async function scheduleEmbargo(draftId, releaseAt, { zone = DEFAULT_ZONE, source = 'desk' } = {}) {
  const release = DateTime.fromISO(releaseAt, { zone });
  // ... existing validation ...

  await db.query(
    'UPDATE drafts SET status = $1, embargo_until = $2, embargo_source = $3 WHERE id = $4',
    ['embargoed', release.toUTC().toISO(), source, draftId],
  );
  await queue.enqueue('embargo.release', { draftId }, { runAt: release.toJSDate() });
  log.info({ draftId, source, releaseAt: release.toISO() }, 'embargo scheduled');
  return release;
}

async function rescheduleEmbargo(draftId, newReleaseAt, options) {
  await queue.cancel('embargo.release', { draftId });
  return scheduleEmbargo(draftId, newReleaseAt, options);
}

async function scheduleFromWire(story) {
  // ... existing code ...
  return scheduleEmbargo(draftId, story.embargoUntil, { zone: 'UTC', source: story.agency });
}

// ... existing code ...
