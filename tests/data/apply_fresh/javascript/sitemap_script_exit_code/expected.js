#!/usr/bin/env node
"use strict";

const fs = require("fs/promises");
const path = require("path");

const SITE_URL = process.env.SITE_URL || "https://example.com";
const CONTENT_DIR = path.join(__dirname, "..", "content");
const OUT_FILE = path.join(__dirname, "..", "public", "sitemap.xml");

async function collectPages(dir, prefix = "") {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const pages = [];
  for (const entry of entries) {
    if (entry.name.startsWith("_")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      pages.push(...(await collectPages(full, `${prefix}/${entry.name}`)));
    } else if (entry.name.endsWith(".md")) {
      const slug = entry.name === "index.md" ? "" : entry.name.replace(/\.md$/, "");
      const stat = await fs.stat(full);
      pages.push({ loc: `${SITE_URL}${prefix}/${slug}`, lastmod: stat.mtime.toISOString().slice(0, 10) });
    }
  }
  return pages;
}

function renderSitemap(pages) {
  const urls = pages
    .map((p) => `  <url>\n    <loc>${p.loc}</loc>\n    <lastmod>${p.lastmod}</lastmod>\n  </url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

async function main() {
  const pages = await collectPages(CONTENT_DIR);
  pages.sort((a, b) => a.loc.localeCompare(b.loc));
  try {
    await fs.mkdir(path.dirname(OUT_FILE), { recursive: true });
    await fs.writeFile(OUT_FILE, renderSitemap(pages), "utf8");
  } catch (err) {
    console.error(`could not write ${OUT_FILE}`);
    throw err;
  }
  console.log(`wrote ${pages.length} urls to ${path.relative(process.cwd(), OUT_FILE)}`);
}

main().catch((err) => {
  console.error(`sitemap: ${err.message}`);
  process.exitCode = 1;
});
