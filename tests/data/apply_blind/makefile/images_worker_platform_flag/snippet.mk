# ...

image-worker:
	docker buildx build \
	    --platform linux/amd64,linux/arm64 \
	    --file services/worker/Dockerfile \
	    --tag $(REGISTRY)/worker:$(TAG) \
	    --load .

# ...
