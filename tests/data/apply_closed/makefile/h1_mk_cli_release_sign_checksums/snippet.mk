release: package ## Publish a GitHub release
	# ... existing checks, tagging and push ...
	cd $(DIST) && sha256sum * > SHA256SUMS
	gpg --batch --yes --detach-sign --armor $(DIST)/SHA256SUMS
	gh release create v$(VERSION) $(DIST)/* --title "v$(VERSION)" --notes-file CHANGELOG.md
