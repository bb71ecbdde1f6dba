# ... existing code ...

.PHONY: docker-push
docker-push: docker-build
	docker push $(IMAGE):$(VERSION)

.PHONY: release
release: test lint docker-push
	@echo "released $(SERVICE) $(VERSION)"

# ... existing code ...
