# ... variables and the build / test / image / staging targets unchanged ...

deploy-production: push
	@read -p "Deploy $(SERVICE) $(VERSION) to PRODUCTION? [y/N] " ans && [ "$$ans" = y ]
	helm upgrade --install $(SERVICE) deploy/chart \
		--namespace vet-production \
		--set image.tag=$(VERSION) \
		--values deploy/values-production.yaml \
		--atomic --timeout 10m

# ... rollback and clean targets as before ...
