# ... header comment, variables, .PHONY and the all/build/test/lint/migrate/deploy-staging targets stay as they are ...

deploy-prod: build
	@test -n "$(CHANGE)" || (echo "CHANGE=<ticket> is required for production" && exit 1)
	$(PYTHON) -m roster.tools.check_freeze --window publish
	docker push $(IMAGE)
	$(KUBECTL) --context ops-prod -n rostering annotate deploy/$(SERVICE) change-ticket=$(CHANGE) --overwrite
	$(KUBECTL) --context ops-prod -n rostering set image deploy/$(SERVICE) app=$(IMAGE)
	$(KUBECTL) --context ops-prod -n rostering rollout status deploy/$(SERVICE)

# ... clean target unchanged ...
