const fs = require("fs");
const path = require("path");

/**
 * Reads a JSON config file relative to the project root.
 */
function readConfig(name) {
  const file = path.join(__dirname, "..", "config", name);
  return JSON.parse(fs.readFileSync(file, "utf8"));
}

function writeConfig(name, data) {
  const file = path.join(__dirname, "..", "config", name);
  fs.writeFileSync(file, JSON.stringify(data, null, 2));
}

module.exports = { readConfig, writeConfig };
