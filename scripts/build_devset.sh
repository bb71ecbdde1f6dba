#!/usr/bin/env bash
# Build the merge dev sets data/dev_cut.jsonl and data/dev_assistant.jsonl (git-ignored) in the `cut`
# (data/cut.py) and `assistant` (data/assistant.py) snippet styles:
#   real release diffs: Python/Markdown/YAML from PyPI sdists (black, mkdocs), JS/TS from npm tarballs
#   (commander, zod: .js and .d.ts); Go: Debian ships one version of each golang-*-dev package, so the Go
#   tasks are synthetic edits (delete/replace/insert lines) of its real files (cobra, pflag).
# The assistant set also restyles data/real_edits.jsonl (scripts/build_datasets.sh) when it is there.
# Needs pip, npm and apt-get download (network to PyPI, npm and Debian); downloads are cached under data/.
set -euo pipefail
cd "$(dirname "$0")/.."
export PYTHONPATH=src${PYTHONPATH:+:$PYTHONPATH}
data() { python -m fastapply.data.cli data "$@"; }
fetch() { python -c 'import sys; from fastapply.data.real import fetch_release as f; print(f(*sys.argv[1:]))' "$@"; }
D=data/dev
mkdir -p "$D/pypi" "$D/npm" "$D/go"
for pair in "black 24.1.0 24.2.0" "mkdocs 1.5.3 1.6.0" "httpx 0.26.0 0.27.0"; do
  read -r name old new <<< "$pair"
  data archives "$(fetch "$name" "$old" data/pypi_cache)" "$(fetch "$name" "$new" data/pypi_cache)" \
    -o "$D/pypi/$name-$old-$new.jsonl"
done
(cd "$D/npm" && for spec in commander@10.0.0 commander@11.0.0 commander@11.1.0 zod@3.21.4 zod@3.22.4 zod@3.23.0; do
  [ -e "${spec/@/-}.tgz" ] || npm pack --silent "$spec" > /dev/null; done)
for pair in "commander 10.0.0 11.0.0" "commander 11.0.0 11.1.0" "zod 3.21.4 3.22.4" "zod 3.22.4 3.23.0"; do
  read -r name old new <<< "$pair"
  data archives "$D/npm/$name-$old.tgz" "$D/npm/$name-$new.tgz" -o "$D/npm-$name-$old-$new.jsonl"
done
(cd "$D/go" && if [ ! -d x ]; then
  apt-get download golang-github-spf13-cobra-dev golang-github-spf13-pflag-dev
  for deb in *.deb; do dpkg-deb -x "$deb" x; done
fi)
data go-edits "$D/go/x/usr/share/gocode" -n 80 --seed 0 -o "$D/go.jsonl"
# three cut-style snippets of every edit (seeds 0-2: other context sizes and cut lines)
for seed in 0 1 2; do
  data restyle "$D"/pypi/*.jsonl "$D"/npm-*.jsonl "$D/go.jsonl" --seed "$seed" -o "$D/cut-$seed.jsonl"
done
cat "$D"/cut-[0-2].jsonl > data/dev_cut.jsonl
# three assistant-style snippets of every edit (seeds 0-2: another persona per task and seed), of these
# edits (data/dev/assistant-dev.jsonl) and of the 334 real release edits of data/real_edits.jsonl
# (data/dev/assistant-real.jsonl, made by scripts/build_datasets.sh); data/dev_assistant.jsonl: both
rm -f "$D"/assistant-*.jsonl
for seed in 0 1 2; do
  data restyle "$D"/pypi/*.jsonl "$D"/npm-*.jsonl "$D/go.jsonl" --style assistant --seed "$seed" \
    -o "$D/assistant-dev-$seed.jsonl"
  if [ -e data/real_edits.jsonl ]; then
    data restyle data/real_edits.jsonl --style assistant --seed "$seed" -o "$D/assistant-real-$seed.jsonl"
  fi
done
cat "$D"/assistant-dev-[0-2].jsonl > "$D/assistant-dev.jsonl"
cat "$D"/assistant-real-[0-2].jsonl > "$D/assistant-real.jsonl" 2> /dev/null || true
cat "$D/assistant-real.jsonl" "$D/assistant-dev.jsonl" > data/dev_assistant.jsonl
