#!/usr/bin/env node
'use strict';

const fs = require('fs/promises');
const path = require('path');

const SITE_URL = process.env.SITE_URL || 'https://example.com';
const CONTENT_DIR = path.join(__dirname, '..', 'content');
const OUT_FILE = path.join(__dirname, '..', 'public', 'sitemap.xml');

async function walk(dir) {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const files = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      files.push(...(await walk(full)));
    } else if (entry.name.endsWith('.md')) {
      files.push(full);
    }
  }
  return files;
}

function toUrl(file) {
  const rel = path.relative(CONTENT_DIR, file).replace(/\\/g, '/');
  const slug = rel.replace(/(^|\/)index\.md$/, '$1').replace(/\.md$/, '/');
  return `${SITE_URL}/${slug}`;
}

function escapeXml(value) {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

async function toEntry(file) {
  const stat = await fs.stat(file);
  return [
    '  <url>',
    `    <loc>${escapeXml(toUrl(file))}</loc>`,
    `    <lastmod>${stat.mtime.toISOString().slice(0, 10)}</lastmod>`,
    '  </url>',
  ].join('\n');
}

async function main() {
  const files = (await walk(CONTENT_DIR)).sort();
  const entries = await Promise.all(files.map(toEntry));
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
  await fs.mkdir(path.dirname(OUT_FILE), { recursive: true });
  await fs.writeFile(OUT_FILE, xml);
  console.log(`wrote ${entries.length} urls to ${path.relative(process.cwd(), OUT_FILE)}`);
}

main().catch((err) => {
  console.error(`sitemap: ${err.stack || err}`);
  process.exitCode = 1;
});
