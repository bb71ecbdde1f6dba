# ... existing code ...

release: clean build-all
	mkdir -p dist
	cd dist && for f in $(BINARY)-*; do tar czf $$f.tar.gz $$f && rm $$f; done
	cd dist && sha256sum *.tar.gz > SHA256SUMS && gpg --batch --yes --detach-sign --armor SHA256SUMS
