# ... existing code ...
	$(KUBECTL) -n $(NAMESPACE) rollout restart deploy/$(RELEASE)-restock-worker
	$(KUBECTL) -n $(NAMESPACE) rollout restart deploy/$(RELEASE)-label-worker
	$(KUBECTL) -n $(NAMESPACE) rollout status deploy/$(RELEASE)-label-worker --timeout=120s
