# Sourced by the dataset scripts. fetch_pypi_pairs DIR PAIR...: build DIR/<pkg>-<old>-<new>.jsonl for
# each "pkg old new" pair with `fastapply data pypi` (sdists cached in data/pypi_cache); a pair whose
# file exists is not rebuilt, a failed download is reported and skipped. Then DIR/*.jsonl -> stdout.
fetch_pypi_pairs() {
  local dir=$1 pair name old new out
  shift
  mkdir -p "$dir"
  for pair in "$@"; do
    read -r name old new <<< "$pair"
    out="$dir/$name-$old-$new.jsonl"
    [ -e "$out" ] || python -m fastapply.data.cli data pypi "$name" "$old" "$new" --cache data/pypi_cache \
      -o "$out" || echo "skipped $pair (download failed)" >&2
  done
  cat "$dir"/*.jsonl
}
