# ... keep existing code

docker-build-worker:
	docker buildx build \
	    --platform linux/amd64 \
	    --file deploy/worker.Dockerfile \
	    --tag $(REGISTRY)/worker:$(VERSION) \
	    --build-arg VERSION=$(VERSION) \
	    .

# ... keep existing code
