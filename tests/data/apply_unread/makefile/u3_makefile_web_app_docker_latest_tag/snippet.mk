# ... variables and help target unchanged ...

# ... install, lint, typecheck, test, build, docker-build and docker-run targets as before ...

docker-push: docker-build ## Push the image to the registry (also tagged latest)
	docker tag $(IMAGE):$(TAG) $(IMAGE):latest
	docker push $(IMAGE):$(TAG)
	docker push $(IMAGE):latest

# ... clean target unchanged ...
