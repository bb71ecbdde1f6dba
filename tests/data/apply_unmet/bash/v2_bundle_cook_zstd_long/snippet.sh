# ... existing code ...

cook_bundle() {
  local name="$1"
  # ... existing code ...

  local archive="${OUT_DIR}/${PLATFORM}/${name}.bundle"
  mkdir -p "$(dirname "$archive")"
  tar -C "$stage" -cf - . | zstd -q -f -19 -T0 --long=27 -o "$archive"
  sha256sum "$archive" | cut -d' ' -f1 > "${archive}.sha256"
  rm -rf "$stage"
  log "wrote ${archive} ($(du -h "$archive" | cut -f1))"
}

# ... existing code ...
