# ...

deploy-staging: push
	$(HELM) upgrade --install $(APP) $(CHART) \
	  --kube-context staging \
	  --namespace tracking \
	  --set image.tag=$(VERSION) \
	  --set replicaCount=3 \
	  --set canary.enabled=true \
	  --values $(CHART)/values-staging.yaml

# ... (rest unchanged) ...
