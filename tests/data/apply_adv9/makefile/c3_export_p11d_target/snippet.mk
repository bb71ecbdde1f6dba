# ... existing code ...

.PHONY: help install lint test migrate export-fps export-eps export-p60 export-p11d clean

# ... existing code ...

export-p60: install | $(EXPORT_DIR) ## Generate P60 certificates for the tax year
	$(BIN)/python -m payroll.certificates.p60 --tax-year $(TAX_YEAR) --out $(EXPORT_DIR)/p60

export-p11d: install | $(EXPORT_DIR) ## Generate P11D benefit-in-kind returns for the tax year
	$(BIN)/python -m payroll.certificates.p11d --tax-year $(TAX_YEAR) --out $(EXPORT_DIR)/p11d

# ... existing code ...
