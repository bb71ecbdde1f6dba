// Generates CHANGELOG.md sections from conventional commits since the last tag.
const { execSync } = require("child_process");
const fs = require("fs");
const path = require("path");

const SECTIONS = {
  feat: "Features",
  fix: "Bug Fixes",
  perf: "Performance",
  docs: "Documentation",
};

function git(args) {
  return execSync(`git ${args}`, { encoding: "utf8" }).trim();
}

function lastTag() {
  try {
    return git("describe --tags --abbrev=0");
  } catch {
    return null;
  }
}

function commitsSince(tag) {
  const range = tag ? `${tag}..HEAD` : "HEAD";
  const log = git(`log ${range} --pretty=format:%H%x1f%s`);
  if (!log) return [];
  return log.split("\n").map((line) => {
    const [hash, subject] = line.split("\x1f");
    return { hash: hash.slice(0, 7), subject };
  });
}

function groupCommits(commits) {
  const groups = {};
  for (const commit of commits) {
    const match = /^(\w+)(\([^)]*\))?!?:\s*(.+)$/.exec(commit.subject);
    if (!match || !SECTIONS[match[1]]) continue;
    const title = SECTIONS[match[1]];
    (groups[title] ||= []).push(`- ${match[3]} (${commit.hash})`);
  }
  return groups;
}

function renderSection(version, groups) {
  const date = new Date().toISOString().slice(0, 10);
  const lines = [`## ${version} (${date})`, ""];
  for (const title of Object.values(SECTIONS)) {
    if (!groups[title]) continue;
    lines.push(`### ${title}`, "", ...groups[title], "");
  }
  return lines.join("\n");
}

function main() {
  const version = process.argv[2];
  if (!version) {
    console.error("usage: changelog <version>");
    process.exit(1);
  }
  const file = path.resolve(process.cwd(), "CHANGELOG.md");
  const previous = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "# Changelog\n\n";
  const section = renderSection(version, groupCommits(commitsSince(lastTag())));
  const [header, ...rest] = previous.split("\n\n");
  fs.writeFileSync(file, [header, section, ...rest].join("\n\n"));
  console.log(`Updated ${path.relative(process.cwd(), file)} for ${version}`);
}

main();
