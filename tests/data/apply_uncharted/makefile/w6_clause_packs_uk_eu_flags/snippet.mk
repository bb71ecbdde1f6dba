# …

pack-uk:
	mkdir -p $(PACK_DIR)
	$(NODE_BIN)/clause-pack --jurisdiction uk --locale $(LOCALE_UK) --spelling british --src $(CLAUSE_SRC) --out $(PACK_DIR)/uk.json

pack-eu:
	mkdir -p $(PACK_DIR)
	$(NODE_BIN)/clause-pack --jurisdiction eu --locale $(LOCALE_EU) --src $(CLAUSE_SRC) --annex gdpr-dpa --out $(PACK_DIR)/eu.json

# (publish and clean unchanged)
