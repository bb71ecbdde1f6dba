# ...
usage() {
  cat <<EOF
Usage: $(basename "$0") [-e environment] [-t tag] [-r replicas] [-n]
  -e  target environment (staging|production), default staging
  -t  image tag to deploy, default latest
  -r  replica count, overrides the environment's default
  -n  dry run: print the commands instead of running them
EOF
}

# ...

while getopts ":e:t:r:nh" opt; do
  case "$opt" in
    e) ENVIRONMENT="$OPTARG" ;;
    t) TAG="$OPTARG" ;;
    r) REPLICAS_OVERRIDE="$OPTARG" ;;
    n) DRY_RUN=1 ;;
    # ...
  esac
done
# ...
