#!/usr/bin/env node
'use strict';

const path = require('path');

const DEFAULTS = {
  config: '.tinylintrc.json',
  format: 'stylish',
  maxWarnings: -1,
  fix: false,
  quiet: false,
  cache: false,
  cacheLocation: '.tinylintcache',
  files: [],
};

const FORMATS = ['stylish', 'compact', 'json', 'checkstyle'];

function usage() {
  return [
    'Usage: tinylint [options] <files...>',
    '',
    'Options:',
    '  -c, --config <path>      Use this configuration file',
    '  -f, --format <name>      Output format (stylish, compact, json, checkstyle)',
    '      --max-warnings <n>   Exit with an error if there are more than n warnings',
    '      --fix                Automatically fix problems',
    '  -q, --quiet              Report errors only',
    '      --cache              Only check files that changed since the last run',
    '      --cache-location <p> Path to the cache file',
    '  -h, --help               Show this help',
  ].join('\n');
}

function takeValue(argv, i, flag) {
  const value = argv[i + 1];
  if (value === undefined || value.startsWith('-')) {
    throw new Error(`Option ${flag} requires a value`);
  }
  return value;
}

function parseArgs(argv) {
  const opts = { ...DEFAULTS, files: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    switch (arg) {
      case '-c':
      case '--config':
        opts.config = takeValue(argv, i, arg);
        i++;
        break;
      case '-f':
      case '--format':
        opts.format = takeValue(argv, i, arg);
        i++;
        break;
      case '--max-warnings':
        opts.maxWarnings = parseInt(takeValue(argv, i, arg), 10);
        i++;
        break;
      case '--fix':
        opts.fix = true;
        break;
      case '-q':
      case '--quiet':
        opts.quiet = true;
        break;
      case '--cache':
        opts.cache = true;
        break;
      case '--cache-location':
        opts.cacheLocation = takeValue(argv, i, arg);
        i++;
        break;
      case '-h':
      case '--help':
        opts.help = true;
        break;
      default:
        if (arg.startsWith('-')) {
          throw new Error(`Unknown option: ${arg}`);
        }
        opts.files.push(path.resolve(arg));
    }
  }
  return opts;
}

function validate(opts) {
  if (!FORMATS.includes(opts.format)) {
    throw new Error(`Unknown format "${opts.format}". Expected one of: ${FORMATS.join(', ')}`);
  }
  if (Number.isNaN(opts.maxWarnings)) {
    throw new Error('--max-warnings must be a number');
  }
  if (!opts.help && opts.files.length === 0) {
    throw new Error('No files given. Run tinylint --help for usage.');
  }
  return opts;
}

module.exports = { parseArgs, validate, usage, DEFAULTS };
