APP := invoice-api
IMAGE := registry.example.com/finance/$(APP)
TAG ?= $(shell git rev-parse --short HEAD)
ENV ?= staging
NAMESPACE := finance-$(ENV)
KUBE_CONTEXT ?= eks-finance-$(ENV)

.PHONY: build push deploy rollback logs check-env

check-env:
ifeq ($(filter $(ENV),staging production),)
	$(error ENV must be staging or production, got '$(ENV)')
endif

build:
	docker build --pull -t $(IMAGE):$(TAG) .

push: build
	docker push $(IMAGE):$(TAG)

deploy: check-env push ## Deploy the current commit
	@echo "Deploying $(IMAGE):$(TAG) to $(NAMESPACE) ($(KUBE_CONTEXT))"
	kubectl --context $(KUBE_CONTEXT) -n $(NAMESPACE) set image deployment/$(APP) $(APP)=$(IMAGE):$(TAG)
	kubectl --context $(KUBE_CONTEXT) -n $(NAMESPACE) annotate deployment/$(APP) \
	  kubernetes.io/change-cause="deploy $(TAG) by $(USER)" --overwrite
	kubectl --context $(KUBE_CONTEXT) -n $(NAMESPACE) rollout status deployment/$(APP) --timeout=300s

rollback: check-env ## Roll back to the previous ReplicaSet
	kubectl --context $(KUBE_CONTEXT) -n $(NAMESPACE) rollout undo deployment/$(APP)
	kubectl --context $(KUBE_CONTEXT) -n $(NAMESPACE) rollout status deployment/$(APP) --timeout=120s

logs: check-env
	kubectl --context $(KUBE_CONTEXT) -n $(NAMESPACE) logs deployment/$(APP) --tail=200 -f
