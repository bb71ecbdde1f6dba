# ...

AGENCIES := st-marks-pantry eastside-shelter valley-seniors campus-cupboard northgate-mobile

# ...

upload: all
	aws s3 sync $(OUT)/ s3://foodbank-reports/$(MONTH)/ --exclude '*.md' --delete

# ...
