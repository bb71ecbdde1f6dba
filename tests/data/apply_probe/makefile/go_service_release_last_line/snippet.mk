release: clean build-all
	mkdir -p $(DIST_DIR)
	cd $(BIN_DIR) && for f in *; do tar -czf ../$(DIST_DIR)/$$f.tar.gz $$f; done
	cd $(DIST_DIR) && sha256sum *.tar.gz > SHA256SUMS && gpg --batch --yes --detach-sign --armor SHA256SUMS

# ... existing code ...
