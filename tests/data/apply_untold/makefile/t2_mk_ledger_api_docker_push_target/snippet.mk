# ... existing targets ...

.PHONY: docker-push
docker-push: docker-build ## Push the image to the registry
	docker push $(IMAGE):$(VERSION)
	docker push $(IMAGE):latest
