.PHONY: install build serve test test-watch lint format clean

# ... existing code ...

build: node_modules
	NODE_ENV=$(NODE_ENV) $(NODE_BIN)/vite build --outDir $(OUT_DIR)
	cp public/robots.txt $(OUT_DIR)/

serve: build
	$(NODE_BIN)/vite preview --outDir $(OUT_DIR) --port $(PORT)

# ... existing code ...
