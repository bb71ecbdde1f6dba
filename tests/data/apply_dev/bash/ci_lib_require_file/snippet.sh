# ... existing code ...

require_env() {
  local name="$1"
  if [[ -z "${!name:-}" ]]; then
    ci_error "required environment variable not set: $name"
    exit 1
  fi
}

require_file() {
  local path="$1"
  if [[ ! -f "$path" ]]; then
    ci_error "required file not found: $path"
    exit 1
  fi
}

# ... existing code ...
