# ... existing code ...
  production)
    CLUSTER="gke_acme_prod"
    REPLICAS=4
    ;;
  canary)
    CLUSTER="gke_acme_prod"
    REPLICAS=1
    ;;
  *)
# ... existing code ...
