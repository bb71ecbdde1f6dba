#!/usr/bin/env bash
# The prepared GPU check: is the CUDA path (static KV cache + CUDA graphs) token-exact,
# and how fast is it? Random weights of real shapes (Qwen2.5-Coder 1.5B and 7B configs), nothing to
# download, the installed torch and transformers, no pip. Under 6 minutes on one H200: rows run in
# priority order within a 320 s budget (the rest are written as skipped), and a hard timeout stops
# the run at 345 s; the table is then made from whatever was measured.
#
#   scripts/gpu_check.sh [OUT_DIR]           # default OUT_DIR: runs/gpu_check
#   scripts/gpu_check.sh --smoke [OUT_DIR]   # a tiny shape on CPU (aot_eager), to test the script
#
# Writes OUT_DIR/gpu_check.jsonl (one record per row) and OUT_DIR/gpu_check.md (the table).
# PYTHON (default python3) picks the interpreter; extra gpu_check options go in GPU_CHECK_ARGS.
set -euo pipefail
cd "$(dirname "$0")/.."
python=${PYTHON:-python3}
smoke=()
if [[ "${1:-}" == "--smoke" ]]; then
  smoke=(--smoke)
  shift
fi
out=${1:-runs/gpu_check}
export PYTHONPATH="$PWD/src${PYTHONPATH:+:$PYTHONPATH}"
mkdir -p "$out"
status=0
# shellcheck disable=SC2086  # GPU_CHECK_ARGS is a list of options
timeout 345 "$python" -m fastapply.bench.gpu_check --out "$out" "${smoke[@]}" ${GPU_CHECK_ARGS:-} \
  > "$out/gpu_check.log" 2>&1 || status=$?
if [[ -s "$out/gpu_check.jsonl" ]]; then
  "$python" -m fastapply.bench.gpu_table "$out/gpu_check.jsonl" > "$out/gpu_check.md"
  cat "$out/gpu_check.md"
fi
[[ $status -eq 0 ]] || echo "gpu_check exited with status $status (124: the 345 s timeout); see $out/gpu_check.log" >&2
exit $status
