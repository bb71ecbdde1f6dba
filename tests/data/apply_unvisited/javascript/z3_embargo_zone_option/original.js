'use strict';

const { DateTime } = require('luxon');
const db = require('../db');
const queue = require('../queue');
const log = require('../log').child({ module: 'embargo' });

const DEFAULT_ZONE = 'America/New_York';

/**
 * Puts a draft under embargo until `releaseAt`.
 * @param {string} draftId
 * @param {string} releaseAt ISO timestamp in the newsroom's zone
 */
async function scheduleEmbargo(draftId, releaseAt) {
  const release = DateTime.fromISO(releaseAt, { zone: DEFAULT_ZONE });
  if (!release.isValid) {
    throw new Error(`Invalid release time for draft ${draftId}: ${releaseAt}`);
  }
  if (release <= DateTime.now()) {
    throw new Error(`Release time for draft ${draftId} is in the past`);
  }

  await db.query(
    'UPDATE drafts SET status = $1, embargo_until = $2 WHERE id = $3',
    ['embargoed', release.toUTC().toISO(), draftId],
  );
  await queue.enqueue('embargo.release', { draftId }, { runAt: release.toJSDate() });
  log.info({ draftId, releaseAt: release.toISO() }, 'embargo scheduled');
  return release;
}

async function rescheduleEmbargo(draftId, newReleaseAt) {
  await queue.cancel('embargo.release', { draftId });
  return scheduleEmbargo(draftId, newReleaseAt);
}

async function scheduleFromWire(story) {
  if (!story.embargoUntil) {
    return null;
  }
  const draftId = await db.drafts.createFromWire(story);
  return scheduleEmbargo(draftId, story.embargoUntil);
}

async function liftEmbargo(draftId, { reason, editorId }) {
  await queue.cancel('embargo.release', { draftId });
  await db.query(
    'UPDATE drafts SET status = $1, embargo_until = NULL WHERE id = $2',
    ['ready', draftId],
  );
  log.info({ draftId, editorId, reason }, 'embargo lifted early');
}

module.exports = { scheduleEmbargo, rescheduleEmbargo, scheduleFromWire, liftEmbargo };
