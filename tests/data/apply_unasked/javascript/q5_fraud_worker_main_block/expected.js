'use strict';

const fs = require('fs/promises');
const path = require('path');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.CLAIMS_DB_URL });
const WATCH_LIST_PATH = process.env.SIU_WATCH_LIST || path.join(__dirname, 'watch-list.json');
const SIU_THRESHOLD = 40;
const BATCH_SIZE = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

async function loadWatchList(file = WATCH_LIST_PATH) {
  const raw = await fs.readFile(file, 'utf8');
  const entries = JSON.parse(raw);
  return new Set(entries.map((e) => e.providerId));
}

function scoreClaim(claim, watchList) {
  const flags = [];
  const daysSinceInception = (claim.lossDate - claim.policyStart) / DAY_MS;
  if (daysSinceInception < 30) {
    flags.push({ code: 'RECENT_POLICY', weight: 25 });
  }
  if (claim.coverageLimit > 0 && claim.claimedAmount >= 0.9 * claim.coverageLimit) {
    flags.push({ code: 'NEAR_LIMIT', weight: 20 });
  }
  if (claim.priorClaims >= 3) {
    flags.push({ code: 'FREQUENT_CLAIMANT', weight: 15 });
  }
  for (const providerId of claim.providerIds || []) {
    if (watchList.has(providerId)) {
      flags.push({ code: 'WATCHED_PROVIDER', weight: 30 });
      break;
    }
  }
  const score = flags.reduce((sum, f) => sum + f.weight, 0);
  return { claimId: claim.id, score, flags, refer: score >= SIU_THRESHOLD };
}

async function fetchUnscored(limit) {
  const { rows } = await pool.query(
    `SELECT id, loss_date AS "lossDate", policy_start AS "policyStart",
            claimed_amount AS "claimedAmount", coverage_limit AS "coverageLimit",
            prior_claims AS "priorClaims", provider_ids AS "providerIds"
       FROM claim_intake
      WHERE fraud_scored_at IS NULL
      ORDER BY reported_at
      LIMIT $1`,
    [limit]
  );
  return rows;
}

async function saveScore(result) {
  await pool.query(
    `UPDATE claim_intake
        SET fraud_score = $2, fraud_flags = $3, siu_referral = $4, fraud_scored_at = now()
      WHERE id = $1`,
    [result.claimId, result.score, JSON.stringify(result.flags), result.refer]
  );
}

async function runOnce() {
  const watchList = await loadWatchList();
  const claims = await fetchUnscored(BATCH_SIZE);
  for (const claim of claims) {
    await saveScore(scoreClaim(claim, watchList));
  }
  return claims.length;
}

module.exports = { scoreClaim, loadWatchList, runOnce };

if (require.main === module) {
  runOnce()
    .then((count) => {
      console.log(`fraud-score worker: scored ${count} claims`);
    })
    .catch((err) => {
      console.error('fraud-score worker failed', err);
      process.exitCode = 1;
    })
    .finally(() => pool.end());
}
