# ... existing targets ...

.PHONY: migrate-create
migrate-create:
	@test -n "$(NAME)" || (echo "usage: make migrate-create NAME=<name>" && exit 1)
	migrate create -ext sql -dir $(MIGRATIONS) -seq $(NAME)
