# ... existing code ...

worker-image:
	docker build \
		--platform $(PLATFORM) \
		--build-arg SERVICE=worker \
		-f docker/worker.Dockerfile \
		-t $(REGISTRY)/worker:$(VERSION) .

# ... existing code ...
