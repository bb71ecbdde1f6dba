#!/usr/bin/env bash
# Build the development datasets under data/ (git-ignored):
#   data/real/<pkg>-<old>-<new>.jsonl  release-to-release edits of small pure-Python packages (sdists)
#   data/real_edits.jsonl              all of them together
#   data/synthetic.jsonl               synthetic edits of the standard library
#   data/train_mix.jsonl               real:synthetic = 1:4
# Usage: scripts/build_datasets.sh [SYNTHETIC_N]
# The first run downloads sdists with pip (cached in data/pypi_cache); a pair whose
# data/real/*.jsonl exists is not rebuilt: delete those files after changing the builders.
set -euo pipefail
cd "$(dirname "$0")/.."
export PYTHONPATH=src${PYTHONPATH:+:$PYTHONPATH}
SYNTHETIC_N=${1:-2000}
mkdir -p data
data() { python -m fastapply.data.cli data "$@"; }
. scripts/pypi_pairs.sh

PAIRS=(
  "more-itertools 9.1.0 10.0.0" "more-itertools 10.1.0 10.2.0" "more-itertools 10.2.0 10.3.0"
  "boltons 23.0.0 23.1.0" "boltons 23.1.1 24.0.0" "boltons 24.1.0 25.0.0"
  "toolz 0.11.2 0.12.0" "toolz 0.12.0 0.12.1" "toolz 0.12.1 1.0.0"
  "pyparsing 3.0.9 3.1.0" "pyparsing 3.1.0 3.1.1" "pyparsing 3.1.1 3.1.2" "pyparsing 3.1.4 3.2.0"
  "markdown 3.4.4 3.5" "markdown 3.5 3.5.1" "markdown 3.5.2 3.6" "markdown 3.6 3.7"
  "sqlparse 0.4.4 0.5.0" "sqlparse 0.5.0 0.5.1" "sqlparse 0.5.1 0.5.2"
  "tomlkit 0.12.1 0.12.2" "tomlkit 0.12.5 0.13.0" "tomlkit 0.13.0 0.13.2"
  "six 1.15.0 1.16.0" "six 1.16.0 1.17.0"
  "attrs 22.2.0 23.1.0" "attrs 23.1.0 23.2.0" "attrs 23.2.0 24.1.0" "attrs 24.2.0 24.3.0"
)
fetch_pypi_pairs data/real "${PAIRS[@]}" > data/real_edits.jsonl
echo "real: $(wc -l < data/real_edits.jsonl) tasks -> data/real_edits.jsonl" >&2

STDLIB=$(python -c "import sysconfig; print(sysconfig.get_paths()['stdlib'])")
data synthetic --corpus "$STDLIB" -n "$SYNTHETIC_N" --seed 0 -o data/synthetic.jsonl
data mix --real data/real_edits.jsonl --synthetic data/synthetic.jsonl --ratio 4 --seed 0 -o data/train_mix.jsonl
