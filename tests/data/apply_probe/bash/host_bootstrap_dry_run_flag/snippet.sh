EXTRA_PACKAGES=""
DRY_RUN=0
APP_DIR="/srv/app"
# ...

usage() {
  cat <<EOF
Usage: $(basename "$0") [options]
  -u, --user NAME      account to create (default: deploy)
  -p, --packages LIST  extra apt packages, comma separated
  -n, --dry-run        print commands without running them
  -h, --help           show this help
EOF
}

run() {
  echo "+ $*"
  if [[ "$DRY_RUN" -eq 1 ]]; then
    return 0
  fi
  "$@"
}

while [[ $# -gt 0 ]]; do
  case "$1" in
    -u|--user) DEPLOY_USER="$2"; shift 2 ;;
    -p|--packages) EXTRA_PACKAGES="$2"; shift 2 ;;
    -n|--dry-run) DRY_RUN=1; shift ;;
    # ... rest of the script unchanged ...
