# Terraform wrapper for the platform infrastructure.
# Usage: make plan-staging, make apply-prod, ...

TF        ?= terraform
ENV_DIR   := envs
STATE_BUCKET := acme-tfstate
AWS_REGION   ?= eu-west-1

.PHONY: fmt validate init-staging init-prod plan-staging plan-prod apply-staging apply-prod clean

fmt:
	$(TF) fmt -recursive

validate: fmt
	$(TF) -chdir=$(ENV_DIR)/staging validate
	$(TF) -chdir=$(ENV_DIR)/prod validate

init-staging:
	$(TF) -chdir=$(ENV_DIR)/staging init -input=false \
		-backend-config="bucket=$(STATE_BUCKET)" \
		-backend-config="key=staging/terraform.tfstate" \
		-backend-config="region=$(AWS_REGION)"

init-prod:
	$(TF) -chdir=$(ENV_DIR)/prod init -input=false \
		-backend-config="bucket=$(STATE_BUCKET)" \
		-backend-config="key=prod/terraform.tfstate" \
		-backend-config="region=$(AWS_REGION)"

plan-staging: init-staging
	$(TF) -chdir=$(ENV_DIR)/staging plan -input=false -lock-timeout=5m -out=staging.tfplan

plan-prod: init-prod
	$(TF) -chdir=$(ENV_DIR)/prod plan -input=false -lock-timeout=5m -out=prod.tfplan

apply-staging:
	$(TF) -chdir=$(ENV_DIR)/staging apply -input=false -lock-timeout=5m staging.tfplan

apply-prod:
	@test -f $(ENV_DIR)/prod/prod.tfplan || (echo "run 'make plan-prod' first" && exit 1)
	$(TF) -chdir=$(ENV_DIR)/prod apply -input=false -lock-timeout=5m prod.tfplan

clean:
	rm -f $(ENV_DIR)/*/*.tfplan
	rm -rf $(ENV_DIR)/*/.terraform
