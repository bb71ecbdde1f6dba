# ... existing code ...

.PHONY: plan-prod
plan-prod: $(PLAN_DIR) ## Plan prod
	$(TF) -chdir=$(ENVS_DIR)/prod plan $(TF_FLAGS) -lock-timeout=5m -parallelism=5 -var-file=prod.tfvars -out=$(CURDIR)/$(PLAN_DIR)/prod.tfplan

# ... existing code ...
