# Deploy helpers for the returns-portal stack (RMA API, refund and restock workers).
# Usage: make deploy ENV=staging

ENV ?= staging
NAMESPACE := returns-$(ENV)
CHART := deploy/helm/returns-portal
RELEASE := returns-portal
VALUES := deploy/values/$(ENV).yaml
KUBECTL ?= kubectl
HELM ?= helm

ifeq ($(ENV),production)
  HELM_FLAGS := --atomic --timeout 10m
else
  HELM_FLAGS := --timeout 5m
endif

.PHONY: deploy diff rollback status logs restart-workers

deploy:
	$(HELM) upgrade --install $(RELEASE) $(CHART) \
		--namespace $(NAMESPACE) \
		--values $(VALUES) \
		$(HELM_FLAGS)

diff:
	$(HELM) diff upgrade $(RELEASE) $(CHART) --namespace $(NAMESPACE) --values $(VALUES)

rollback:
	$(HELM) rollback $(RELEASE) 0 --namespace $(NAMESPACE)

status:
	$(KUBECTL) -n $(NAMESPACE) get deploy,po,hpa -l app.kubernetes.io/instance=$(RELEASE)

logs:
	$(KUBECTL) -n $(NAMESPACE) logs -l app.kubernetes.io/component=api --tail=200 -f

restart-workers:
	$(KUBECTL) -n $(NAMESPACE) rollout restart deploy/$(RELEASE)-refund-worker
	$(KUBECTL) -n $(NAMESPACE) rollout restart deploy/$(RELEASE)-restock-worker
	$(KUBECTL) -n $(NAMESPACE) rollout restart deploy/$(RELEASE)-label-worker
	$(KUBECTL) -n $(NAMESPACE) rollout status deploy/$(RELEASE)-label-worker --timeout=120s
