# ... variables as before ...
CIS_HOST    ?= cis-batch01.water.internal
CIS_USER    ?= batch
SSH_KEY     ?= $(HOME)/.ssh/cis_batch_ed25519

# ... phony list, venv, test, lint and the three export-* targets unchanged ...

deploy: exports
	sha256sum $(OUT_DIR)/*.dat > $(OUT_DIR)/SHA256SUMS
	scp -i $(SSH_KEY) $(OUT_DIR)/*.dat $(OUT_DIR)/SHA256SUMS $(CIS_USER)@$(CIS_HOST):/data/inbound/reads/
	ssh -i $(SSH_KEY) $(CIS_USER)@$(CIS_HOST) /opt/cis/bin/load_reads --cycle $(CYCLE) --verify-checksums

# ... clean target as before ...
