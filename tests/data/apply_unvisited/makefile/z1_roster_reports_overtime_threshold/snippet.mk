# ... keep existing code

WARDS        := opd-a opd-b day-surgery endoscopy phlebotomy
OVERTIME_MIN := 30

# ... keep existing code

overtime: | $(OUT_DIR)
	$(PSQL) -v month="'$(MONTH)'" -v min_minutes=$(OVERTIME_MIN) -f sql/overtime.sql > $(OUT_DIR)/overtime.csv

# ... keep existing code
