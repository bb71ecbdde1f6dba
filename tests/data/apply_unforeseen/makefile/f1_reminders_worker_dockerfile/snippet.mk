# ... existing code ...

image-reminders:
	docker build \
		--build-arg SERVICE=reminders \
		--build-arg VERSION=$(VERSION) \
		-t $(REGISTRY)/reminders:$(VERSION) \
		-f deploy/Dockerfile.worker .

# ... existing code ...
