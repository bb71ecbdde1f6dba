# ... variables and .PHONY unchanged ...

# $(1): environment name, $(2): database URL, $(3): migrate command (up, down 1, ...)
define run_migrations
	@echo "==> migrating $(1): $(3)"
	@test -n "$(2)" || { echo "database URL for $(1) is not set"; exit 1; }
	$(MIGRATE) -path $(MIGRATIONS) -database "$(2)" $(3)
endef

migrate-dev:
	$(call run_migrations,dev,$(DEV_DB_URL),up)

migrate-test:
	$(call run_migrations,test,$(TEST_DB_URL),up)

migrate-staging:
	$(call run_migrations,staging,$(STAGING_DB_URL),up)

# ... rest unchanged ...
