# ... existing targets ...

.PHONY: deploy
deploy: push tf-plan tf-apply
	@echo "Deployed $(APP_NAME) $(IMAGE_TAG) to $(ENV)"

# (deploy-heroku removed: we no longer deploy to Heroku)

.PHONY: rollback
# ... existing targets ...
