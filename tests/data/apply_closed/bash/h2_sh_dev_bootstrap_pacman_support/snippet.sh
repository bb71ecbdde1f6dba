# ... logging helpers, argument parsing and install_apt() unchanged ...

install_brew() {
  log "Installing packages with Homebrew"
  command -v brew >/dev/null 2>&1 || die "Homebrew is required on macOS: https://brew.sh"
  run brew install "${PACKAGES[@]}"
}

install_pacman() {
  log "Installing packages with pacman"
  run sudo pacman -Sy --needed --noconfirm "${PACKAGES[@]}" base-devel
}

# ... detect_os() as before ...

main() {
  parse_args "$@"
  local os
  os="$(detect_os)"
  log "Detected OS: $os"
  case "$os" in
    debian|ubuntu) install_apt ;;
    arch|manjaro|endeavouros) install_pacman ;;
    macos) install_brew ;;
    *) die "unsupported OS: $os" ;;
  esac
  # ... uv install and final message unchanged ...
}

main "$@"
