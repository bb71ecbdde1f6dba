# ... existing code ...
echo "Building $IMAGE:$VERSION"
docker build \
  --pull \
  --build-arg VERSION="$VERSION" \
  -t "$IMAGE:$VERSION" .

# ... existing code ...
