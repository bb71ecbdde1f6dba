#!/usr/bin/env node
"use strict";

// Generates CHANGELOG.md sections from conventional commits since the last tag.
// Usage: scripts/changelog.js <version>
const { execSync } = require("node:child_process");
const fs = require("node:fs");
const path = require("node:path");

// ... rest of the script unchanged ...
