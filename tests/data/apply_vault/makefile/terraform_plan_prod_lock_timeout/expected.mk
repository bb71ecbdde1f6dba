# Terraform wrapper. Usage: make plan-staging, make apply-prod, ...

TF        ?= terraform
ENVS_DIR  := envs
PLAN_DIR  := .plans
TF_FLAGS  := -input=false -no-color

.PHONY: help
help:
	@grep -E '^[a-z-]+:.*?## ' $(MAKEFILE_LIST) | awk -F':.*?## ' '{printf "  %-16s %s\n", $$1, $$2}'

$(PLAN_DIR):
	@mkdir -p $@

.PHONY: fmt
fmt: ## Format all terraform files
	$(TF) fmt -recursive

.PHONY: init-dev
init-dev: ## Initialise the dev backend
	$(TF) -chdir=$(ENVS_DIR)/dev init $(TF_FLAGS) -backend-config=backend.hcl

.PHONY: init-staging
init-staging: ## Initialise the staging backend
	$(TF) -chdir=$(ENVS_DIR)/staging init $(TF_FLAGS) -backend-config=backend.hcl

.PHONY: init-prod
init-prod: ## Initialise the prod backend
	$(TF) -chdir=$(ENVS_DIR)/prod init $(TF_FLAGS) -backend-config=backend.hcl

.PHONY: plan-dev
plan-dev: $(PLAN_DIR) ## Plan dev
	$(TF) -chdir=$(ENVS_DIR)/dev plan $(TF_FLAGS) -var-file=dev.tfvars -out=$(CURDIR)/$(PLAN_DIR)/dev.tfplan

.PHONY: plan-staging
plan-staging: $(PLAN_DIR) ## Plan staging
	$(TF) -chdir=$(ENVS_DIR)/staging plan $(TF_FLAGS) -var-file=staging.tfvars -out=$(CURDIR)/$(PLAN_DIR)/staging.tfplan

.PHONY: plan-prod
plan-prod: $(PLAN_DIR) ## Plan prod
	$(TF) -chdir=$(ENVS_DIR)/prod plan $(TF_FLAGS) -lock-timeout=5m -parallelism=5 -var-file=prod.tfvars -out=$(CURDIR)/$(PLAN_DIR)/prod.tfplan

.PHONY: apply-dev
apply-dev: ## Apply the saved dev plan
	$(TF) -chdir=$(ENVS_DIR)/dev apply $(TF_FLAGS) $(CURDIR)/$(PLAN_DIR)/dev.tfplan

.PHONY: apply-staging
apply-staging: ## Apply the saved staging plan
	$(TF) -chdir=$(ENVS_DIR)/staging apply $(TF_FLAGS) $(CURDIR)/$(PLAN_DIR)/staging.tfplan

.PHONY: apply-prod
apply-prod: ## Apply the saved prod plan
	$(TF) -chdir=$(ENVS_DIR)/prod apply $(TF_FLAGS) $(CURDIR)/$(PLAN_DIR)/prod.tfplan

.PHONY: clean
clean: ## Remove saved plans
	rm -rf $(PLAN_DIR)
