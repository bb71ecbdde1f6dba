# Deployment helpers for the storefront app.

ENV        ?= staging
APP_NAME   := storefront
REGION     ?= eu-west-1
TF_DIR     := infra/terraform/$(ENV)
IMAGE_TAG  ?= $(shell git rev-parse --short HEAD)
ECR_REPO   := 123456789012.dkr.ecr.$(REGION).amazonaws.com/$(APP_NAME)

.PHONY: tf-init
tf-init:
	terraform -chdir=$(TF_DIR) init -upgrade

.PHONY: tf-plan
tf-plan: tf-init
	terraform -chdir=$(TF_DIR) plan -var="image_tag=$(IMAGE_TAG)" -out=tfplan

.PHONY: tf-apply
tf-apply:
	terraform -chdir=$(TF_DIR) apply tfplan

.PHONY: ecr-login
ecr-login:
	aws ecr get-login-password --region $(REGION) | docker login --username AWS --password-stdin $(ECR_REPO)

.PHONY: push
push: ecr-login
	docker build -t $(ECR_REPO):$(IMAGE_TAG) .
	docker push $(ECR_REPO):$(IMAGE_TAG)

.PHONY: deploy
deploy: push tf-plan tf-apply
	@echo "Deployed $(APP_NAME) $(IMAGE_TAG) to $(ENV)"

.PHONY: deploy-heroku
deploy-heroku:
	heroku container:login
	heroku container:push web --app $(APP_NAME)-$(ENV)
	heroku container:release web --app $(APP_NAME)-$(ENV)

.PHONY: rollback
rollback:
	test -n "$(TO)" || (echo "usage: make rollback TO=<tag>" && exit 1)
	$(MAKE) tf-plan IMAGE_TAG=$(TO)
	$(MAKE) tf-apply

.PHONY: logs
logs:
	aws logs tail /ecs/$(APP_NAME)-$(ENV) --follow --region $(REGION)
