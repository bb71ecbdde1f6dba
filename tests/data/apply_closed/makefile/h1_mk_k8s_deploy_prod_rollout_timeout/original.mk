REGISTRY   ?= registry.acme.io/payments
IMAGE      := $(REGISTRY)/api
TAG        ?= $(shell git rev-parse --short HEAD)
KUSTOMIZE  ?= kustomize
KUBECTL    ?= kubectl

STAGING_CONTEXT := gke_acme-staging_europe-west1_main
PROD_CONTEXT    := gke_acme-prod_europe-west1_main

.PHONY: image push deploy-dev deploy-staging deploy-prod diff-prod rollback-prod logs-prod

image:
	docker build --pull -t $(IMAGE):$(TAG) .

push: image
	docker push $(IMAGE):$(TAG)

deploy-dev: push
	cd deploy/overlays/dev && $(KUSTOMIZE) edit set image api=$(IMAGE):$(TAG)
	$(KUSTOMIZE) build deploy/overlays/dev | $(KUBECTL) --context kind-dev apply -f -
	$(KUBECTL) --context kind-dev -n payments rollout status deployment/api

deploy-staging: push
	cd deploy/overlays/staging && $(KUSTOMIZE) edit set image api=$(IMAGE):$(TAG)
	$(KUSTOMIZE) build deploy/overlays/staging | $(KUBECTL) --context $(STAGING_CONTEXT) apply -f -
	$(KUBECTL) --context $(STAGING_CONTEXT) -n payments rollout status deployment/api

deploy-prod: push
	@read -p "Deploy $(TAG) to PRODUCTION? [y/N] " ans && [ "$$ans" = y ]
	cd deploy/overlays/prod && $(KUSTOMIZE) edit set image api=$(IMAGE):$(TAG)
	$(KUSTOMIZE) build deploy/overlays/prod | $(KUBECTL) --context $(PROD_CONTEXT) apply -f -
	$(KUBECTL) --context $(PROD_CONTEXT) -n payments rollout status deployment/api

diff-prod:
	$(KUSTOMIZE) build deploy/overlays/prod | $(KUBECTL) --context $(PROD_CONTEXT) diff -f - || true

rollback-prod:
	$(KUBECTL) --context $(PROD_CONTEXT) -n payments rollout undo deployment/api
	$(KUBECTL) --context $(PROD_CONTEXT) -n payments rollout status deployment/api

logs-prod:
	$(KUBECTL) --context $(PROD_CONTEXT) -n payments logs deployment/api --tail=200 -f
