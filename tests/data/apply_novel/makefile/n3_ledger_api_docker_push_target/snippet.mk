# ... existing targets ...

.PHONY: docker-push
docker-push: docker-build ## Push the image to the registry
	docker push $(IMAGE)
	docker tag $(IMAGE) $(REGISTRY)/$(APP):latest
	docker push $(REGISTRY)/$(APP):latest
