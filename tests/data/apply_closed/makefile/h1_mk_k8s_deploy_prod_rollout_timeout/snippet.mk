deploy-prod: push
	@read -p "Deploy $(TAG) to PRODUCTION? [y/N] " ans && [ "$$ans" = y ]
	cd deploy/overlays/prod && $(KUSTOMIZE) edit set image api=$(IMAGE):$(TAG)
	$(KUSTOMIZE) build deploy/overlays/prod | $(KUBECTL) --context $(PROD_CONTEXT) apply -f -
	$(KUBECTL) --context $(PROD_CONTEXT) -n payments rollout status deployment/api --timeout=10m || $(MAKE) rollback-prod

# ... rest of Makefile unchanged ...
