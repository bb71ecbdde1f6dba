# …

deploy-prod: build
	aws s3 sync dist/ $(BUCKET_PROD) --delete --exclude "drafts/*"
	aws cloudfront create-invalidation --distribution-id $(CDN_ID_PROD) --paths "/index.html" "/standings/*"

# [unchanged]
