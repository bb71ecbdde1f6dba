#!/usr/bin/env node
'use strict';

const fs = require('fs');
const path = require('path');
const { promisify } = require('util');
const zlib = require('zlib');

const gzip = promisify(zlib.gzip);

const USAGE = `Usage: compress-assets [--dir <path>] [--min-size <bytes>] [--dry-run]

Gzips every .js, .css, .svg and .json file under <dir> (default: ./dist)
that is at least <min-size> bytes (default: 1024), writing <file>.gz next to it.`;

const EXTENSIONS = new Set(['.js', '.css', '.svg', '.json']);

function parseArgs(argv) {
  const options = { dir: 'dist', minSize: 1024, dryRun: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--dir') {
      options.dir = argv[++i];
    } else if (arg === '--min-size') {
      options.minSize = Number(argv[++i]);
    } else if (arg === '--dry-run') {
      options.dryRun = true;
    } else if (arg === '-h' || arg === '--help') {
      options.help = true;
    } else {
      throw new Error(`unknown argument: ${arg}`);
    }
  }
  return options;
}

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      yield* walk(full);
    } else if (entry.isFile()) {
      yield full;
    }
  }
}

async function compressFile(file, { dryRun }) {
  const input = await fs.promises.readFile(file);
  const output = await gzip(input, { level: zlib.constants.Z_BEST_COMPRESSION });
  if (!dryRun) {
    await fs.promises.writeFile(`${file}.gz`, output);
  }
  return { file, before: input.length, after: output.length };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const results = [];
  for (const file of walk(path.resolve(options.dir))) {
    if (!EXTENSIONS.has(path.extname(file))) continue;
    if (fs.statSync(file).size < options.minSize) continue;
    results.push(await compressFile(file, options));
  }
  const saved = results.reduce((sum, r) => sum + r.before - r.after, 0);
  console.log(`${options.dryRun ? 'would compress' : 'compressed'} ${results.length} files, saved ${saved} bytes`);
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err.message);
    process.exitCode = 1;
  });
}

module.exports = { parseArgs, walk, compressFile };
