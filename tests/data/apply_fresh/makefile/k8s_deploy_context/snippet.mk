# ... variables, check-env, build and push unchanged ...

deploy: check-env push ## Deploy the current commit
	@echo "Deploying $(IMAGE):$(TAG) to $(NAMESPACE) ($(KUBE_CONTEXT))"
	kubectl --context $(KUBE_CONTEXT) -n $(NAMESPACE) set image deployment/$(APP) $(APP)=$(IMAGE):$(TAG)
	kubectl --context $(KUBE_CONTEXT) -n $(NAMESPACE) annotate deployment/$(APP) \
	  kubernetes.io/change-cause="deploy $(TAG) by $(USER)" --overwrite
	kubectl --context $(KUBE_CONTEXT) -n $(NAMESPACE) rollout status deployment/$(APP) --timeout=300s

# ... rollback and logs unchanged ...
