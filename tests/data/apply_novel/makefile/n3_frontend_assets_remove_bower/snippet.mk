# ... variables unchanged ...

.PHONY: all install css lint js watch serve clean

# ... existing code ...

node_modules: package.json package-lock.json
	npm ci
	@touch $@

# (removed the legacy bower-install target; normalize.css now comes from npm)

css: install
	@mkdir -p $(BUILD)
	$(NODE_BIN)/sass $(SASS_FLAGS) $(SRC)/styles/main.scss $(BUILD)/main.css

# ... existing code ...

distclean: clean
	rm -rf node_modules
