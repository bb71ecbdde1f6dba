# ... existing code ...

feed-ferry:
	mkdir -p $(BUILD_DIR)/ferry
	$(GTFS_TOOL) export --agency harbour-ferry --calendar seasonal --out $(BUILD_DIR)/ferry
	cd $(BUILD_DIR)/ferry && zip -q -r ../ferry.zip .

# ... existing code ...
