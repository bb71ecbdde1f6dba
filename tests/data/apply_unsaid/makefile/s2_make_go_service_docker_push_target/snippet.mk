# ... existing targets ...

.PHONY: docker-run
docker-run: docker-build ## Run the container locally
	docker run --rm -p 8080:8080 --env-file .env $(IMAGE):$(VERSION)

.PHONY: docker-push
docker-push: docker-build ## Push the image to the registry
	docker push $(IMAGE):$(VERSION)
	docker push $(IMAGE):latest

# ... existing targets ...
