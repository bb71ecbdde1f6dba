# ... existing code ...

.PHONY: all build test lint docker-menu docker-kitchen docker-reservations docker-deliveries clean

# ... existing code ...

docker-reservations:
	docker build -f deploy/reservations.Dockerfile -t $(REGISTRY)/reservations:$(VERSION) .
	docker push $(REGISTRY)/reservations:$(VERSION)

docker-deliveries:
	docker build -f deploy/deliveries.Dockerfile -t $(REGISTRY)/deliveries:$(VERSION) .
	docker push $(REGISTRY)/deliveries:$(VERSION)

# ... existing code ...
