# ... existing targets ...

clean:
	rm -rf $(BUILD)

# Per-machine overrides (DB_URL, GIS_EXPORT, ...) live in local.mk, which is not committed.
-include local.mk
