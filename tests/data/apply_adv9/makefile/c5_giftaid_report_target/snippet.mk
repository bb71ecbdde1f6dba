# ... existing code ...
.PHONY: help venv install test db-migrate db-seed giftaid-claim giftaid-report receipts clean
# ... existing code ...
giftaid-claim: ## build the HMRC Gift Aid claim for TAX_YEAR
	DATABASE_URL=$(DB_URL) $(BIN)/python -m donations.giftaid.claim --tax-year $(TAX_YEAR) --out claims/$(TAX_YEAR).xml

giftaid-report: giftaid-claim ## summarise the claim by campaign
	DATABASE_URL=$(DB_URL) $(BIN)/python -m donations.giftaid.report --claim claims/$(TAX_YEAR).xml --by campaign

receipts: ## email annual receipts to donors
# ... existing code ...
