#!/usr/bin/env node
'use strict';

const fs = require('fs');
// ... existing code ...

if (require.main === module) {
  main().catch((err) => {
    console.error(err.message);
    process.exitCode = 1;
  });
}

module.exports = { parseArgs, walk, compressFile };
