# ... existing code ...

ci_publish() {
  ci_log "publish"
  if [[ -z "${PYPI_TOKEN:-}" ]]; then
    echo "PYPI_TOKEN is not set; skipping publish" >&2
    ci_endgroup
    return 0
  fi
  TWINE_USERNAME=__token__ TWINE_PASSWORD="$PYPI_TOKEN" \
    twine upload --non-interactive dist/*
  ci_endgroup
}
