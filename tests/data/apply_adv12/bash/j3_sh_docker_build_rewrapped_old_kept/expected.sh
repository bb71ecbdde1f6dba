#!/usr/bin/env bash
set -euo pipefail

APP=billing
IMAGE="registry.example.com/$APP"
VERSION="$(git describe --tags --always)"

echo "Building $IMAGE:$VERSION"
docker build \
  --pull \
  --build-arg VERSION="$VERSION" \
  -t "$IMAGE:$VERSION" .

echo "Pushing $IMAGE:$VERSION"
docker push "$IMAGE:$VERSION"

if [[ "${TAG_LATEST:-0}" == "1" ]]; then
  docker tag "$IMAGE:$VERSION" "$IMAGE:latest"
  docker push "$IMAGE:latest"
fi
