"use strict";

const { CronJob } = require("cron");

const logger = require("./logger");
const { cleanupSessions } = require("./jobs/sessions");
const { sendDigests } = require("./jobs/digests");
const { syncExchangeRates } = require("./jobs/exchange-rates");
const { rebuildSearchIndex } = require("./jobs/search");
const { purgeSoftDeleted } = require("./jobs/purge");

const TIME_ZONE = "Europe/Berlin";

const jobs = [
  {
    name: "cleanup-sessions",
    cron: "*/15 * * * *",
    handler: cleanupSessions,
    timeoutMs: 60_000,
  },
  {
    name: "send-digests",
    cron: "0 7 * * *",
    handler: sendDigests,
    timeoutMs: 10 * 60_000,
  },
  {
    name: "sync-exchange-rates",
    cron: "0 * * * *",
    handler: syncExchangeRates,
    timeoutMs: 60_000,
  },
  {
    name: "rebuild-search-index",
    cron: "30 2 * * *",
    handler: rebuildSearchIndex,
    timeoutMs: 30 * 60_000,
  },
  {
    name: "purge-soft-deleted",
    cron: "0 3 * * 0",
    handler: purgeSoftDeleted,
    timeoutMs: 30 * 60_000,
  },
];

function withTimeout(promise, ms, name) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function start() {
  return jobs.map((job) => {
    const cronJob = new CronJob(
      job.cron,
      async () => {
        const startedAt = Date.now();
        try {
          await withTimeout(job.handler(), job.timeoutMs, job.name);
          logger.info({ job: job.name, ms: Date.now() - startedAt }, "job finished");
        } catch (err) {
          logger.error({ job: job.name, err }, "job failed");
        }
      },
      null,
      false,
      TIME_ZONE,
    );
    cronJob.start();
    logger.info({ job: job.name, cron: job.cron }, "job scheduled");
    return cronJob;
  });
}

module.exports = { jobs, start };
