build_wheel() {
  log "building wheel"
  # ... existing cleanup ...
  python -m build --wheel --outdir "${DIST_DIR}"
  twine check --strict "${DIST_DIR}"/*.whl
  # ... existing code ...
}
