#!/usr/bin/env node
'use strict';

const https = require('https');
const { URL } = require('url');

const API_BASE = process.env.FLEET_API_URL || 'https://fleet.internal.example.net/api/v2';
const TOKEN = process.env.FLEET_API_TOKEN;

function getJson(path) {
  const url = new URL(path, API_BASE + '/');
  return new Promise((resolve, reject) => {
    const req = https.get(
      url,
      { headers: { Authorization: `Bearer ${TOKEN}`, Accept: 'application/json' } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => {
          if (res.statusCode >= 400) {
            reject(new Error(`GET ${url.pathname} -> ${res.statusCode}: ${body}`));
            return;
          }
          resolve(JSON.parse(body));
        });
      },
    );
    req.on('error', reject);
    req.setTimeout(10000, () => req.destroy(new Error('request timed out')));
  });
}

function formatRow(device) {
  const id = device.id.padEnd(14);
  const state = (device.otaState || 'unknown').padEnd(12);
  const version = device.firmwareVersion || '-';
  return `${id}${state}${version}`;
}

function summarize(devices) {
  const summary = { total: devices.length, installed: 0, failed: 0, pending: 0 };
  for (const d of devices) {
    if (d.otaState === 'installed') summary.installed += 1;
    else if (d.otaState === 'failed') summary.failed += 1;
    else summary.pending += 1;
  }
  return summary;
}

async function main() {
  const rolloutId = process.argv[2];
  if (!rolloutId) {
    console.error('usage: rollout-status <rollout-id>');
    process.exit(2);
  }
  if (!TOKEN) {
    console.error('FLEET_API_TOKEN is not set');
    process.exit(2);
  }

  const rollout = await getJson(`rollouts/${encodeURIComponent(rolloutId)}`);
  const devices = await getJson(`rollouts/${encodeURIComponent(rolloutId)}/devices`);

  console.log(`Rollout ${rollout.id}: ${rollout.firmwareVersion} (${rollout.status})`);
  console.log('DEVICE        STATE       FIRMWARE');
  for (const device of devices) {
    console.log(formatRow(device));
  }

  const summary = summarize(devices);
  console.log(`\n${summary.installed}/${summary.total} installed, ${summary.failed} failed`);
}

main();
