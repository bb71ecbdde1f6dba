#!/usr/bin/env bash
# publish-feed.sh: render a show's RSS feed and push it to the CDN origin.
set -euo pipefail

readonly ORIGIN_BUCKET="${ORIGIN_BUCKET:-s3://castwave-feeds-origin}"
readonly CDN_DISTRIBUTION_ID="${CDN_DISTRIBUTION_ID:?CDN_DISTRIBUTION_ID must be set}"
readonly RENDERER="${RENDERER:-/opt/castwave/bin/feed-renderer}"
WORK_DIR="$(mktemp -d)"
readonly WORK_DIR

trap 'rm -rf "$WORK_DIR"' EXIT

log() {
  printf '%s [publish-feed] %s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$*" >&2
}

die() {
  log "ERROR: $*"
  exit 1
}

render_feed() {
  local show_slug="$1"
  local out="$WORK_DIR/$show_slug.xml"

  log "rendering feed for $show_slug"
  "$RENDERER" --show "$show_slug" --format rss --output "$out" \
    || die "renderer failed for $show_slug"

  if ! xmllint --noout "$out" 2>/dev/null; then
    die "rendered feed for $show_slug is not well-formed XML"
  fi

  local item_count
  item_count="$(xmllint --xpath 'count(//channel/item)' "$out")"
  if [[ "$item_count" -eq 0 ]]; then
    log "WARNING: feed for $show_slug has no items"
  fi

  echo "$out"
}

upload_feed() {
  local show_slug="$1"
  local feed_file="$2"
  local key="shows/$show_slug/rss.xml"

  log "uploading $feed_file to $ORIGIN_BUCKET/$key"
  aws s3 cp "$feed_file" "$ORIGIN_BUCKET/$key" \
    --content-type "application/rss+xml; charset=utf-8" \
    --cache-control "public, max-age=300" \
    --only-show-errors
}

invalidate_cdn() {
  local show_slug="$1"

  log "invalidating CDN path for $show_slug"
  aws cloudfront create-invalidation \
    --distribution-id "$CDN_DISTRIBUTION_ID" \
    --paths "/shows/$show_slug/rss.xml" \
    --output text --query 'Invalidation.Id' >&2
}

main() {
  [[ $# -ge 1 ]] || die "usage: $0 SHOW_SLUG [SHOW_SLUG...]"

  local show_slug feed_file
  for show_slug in "$@"; do
    feed_file="$(render_feed "$show_slug")"
    upload_feed "$show_slug" "$feed_file"
    if [[ -z "${SKIP_CDN_INVALIDATION:-}" ]]; then
      invalidate_cdn "$show_slug"
    fi
  done

  log "published $# feed(s)"
}

main "$@"
