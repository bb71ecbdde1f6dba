#!/bin/bash
# Deploys the quiz-grader worker to a Kubernetes environment.
# Usage: deploy-grader.sh <staging|production> [image-tag]
set -e

ENVIRONMENT="${1:-}"
IMAGE_TAG="${2:-$(git rev-parse --short HEAD)}"
REGISTRY="registry.learnhub.internal"
IMAGE="${REGISTRY}/quiz-grader:${IMAGE_TAG}"

case "$ENVIRONMENT" in
  staging)
    NAMESPACE="learnhub-staging"
    REPLICAS=1
    ;;
  production)
    NAMESPACE="learnhub-prod"
    REPLICAS=4
    ;;
  *)
    echo "usage: $0 <staging|production> [image-tag]" >&2
    exit 2
    ;;
esac

echo "Deploying ${IMAGE} to ${NAMESPACE} (${REPLICAS} replicas)"

docker build -t "$IMAGE" -f services/quiz-grader/Dockerfile .
docker push "$IMAGE"

kubectl -n "$NAMESPACE" set image deployment/quiz-grader grader="$IMAGE"
kubectl -n "$NAMESPACE" scale deployment/quiz-grader --replicas="$REPLICAS"

# The rollout check may fail transiently; inspect it ourselves.
set +e
kubectl -n "$NAMESPACE" rollout status deployment/quiz-grader --timeout=180s
rollout_rc=$?
set -e

if [[ $rollout_rc -ne 0 ]]; then
  echo "Rollout failed, rolling back quiz-grader in ${NAMESPACE}" >&2
  kubectl -n "$NAMESPACE" rollout undo deployment/quiz-grader
  exit 1
fi

echo "quiz-grader ${IMAGE_TAG} is live in ${NAMESPACE}"
