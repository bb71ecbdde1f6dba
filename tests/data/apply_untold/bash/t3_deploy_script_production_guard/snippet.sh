# ... rest of the script ...

case "$ENVIRONMENT" in
  staging) CONTEXT="acme-staging" ;;
  production)
    CONTEXT="acme-prod"
    if [[ "$(git rev-parse --abbrev-ref HEAD)" != "main" ]]; then
      echo "production deploys must run from main" >&2
      exit 2
    fi
    read -r -p "Deploy $SERVICE:$TAG to PRODUCTION? [y/N] " answer
    [[ "$answer" == [yY] ]] || { echo "aborted"; exit 1; }
    ;;
  *) echo "unknown environment: $ENVIRONMENT" >&2; exit 2 ;;
esac

# ...
