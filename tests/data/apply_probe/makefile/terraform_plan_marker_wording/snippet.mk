TF        ?= terraform
TF_PARALLELISM ?= 20
# ...

plan-prod: init-prod
	$(TF) -chdir=$(ENV_DIR)/prod plan -input=false -lock-timeout=5m -parallelism=$(TF_PARALLELISM) -out=prod.tfplan

# ...

apply-prod:
	@test -f $(ENV_DIR)/prod/prod.tfplan || (echo "run 'make plan-prod' first" && exit 1)
	$(TF) -chdir=$(ENV_DIR)/prod apply -input=false -lock-timeout=5m -parallelism=$(TF_PARALLELISM) prod.tfplan

# ... (rest unchanged) ...
