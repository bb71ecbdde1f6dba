# ... header comment and variables unchanged ...

.PHONY: all build test lint seatmaps seatmaps-render clean image push deploy

# ... all, build, test and lint targets unchanged ...

seatmaps:
	@for venue in $(VENUES); do \
		echo "validating $$venue"; \
		$(GO) run ./cmd/seatmapcheck -in $(SEATMAP_DIR)/$$venue.json || exit 1; \
	done

seatmaps-render: seatmaps
	@mkdir -p build/seatmaps
	@for venue in $(VENUES); do \
		$(GO) run ./cmd/seatmaprender -in $(SEATMAP_DIR)/$$venue.json -out build/seatmaps/$$venue.svg || exit 1; \
	done

# ... image and push targets unchanged ...

deploy: push seatmaps
	kubectl -n boxoffice set image deployment/$(SERVICE) $(SERVICE)=$(IMAGE):$(VERSION)
	kubectl -n boxoffice rollout status deployment/$(SERVICE) --timeout=120s

# ... clean target unchanged ...
