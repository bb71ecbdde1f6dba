render: fetch
	$(RENDER) --layout layouts/bar.html --out $(OUT)/bar-left
	$(RENDER) --layout layouts/bar.html --out $(OUT)/bar-right --offset 12
	$(RENDER) --layout layouts/patio.html --out $(OUT)/patio --theme daylight

# ... existing code ...
