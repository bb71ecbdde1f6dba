// ... existing tests ...

func TestSuspendPass(t *testing.T) {
	srv := newTestServer(t)
	srv.store.put(samplePass("P-1003", StatusActive))

	rec := doRequest(t, srv, http.MethodPost, "/passes/P-1003/suspend", nil)

	if rec.Code != http.StatusOK {
		t.Fatalf("status = %d, want %d", rec.Code, http.StatusOK)
	}
	if got := srv.store.get("P-1003").Status; got != StatusSuspended {
		t.Errorf("pass status = %q, want %q", got, StatusSuspended)
	}
}

func TestReactivateSuspendedPass(t *testing.T) {
	srv := newTestServer(t)
	srv.store.put(samplePass("P-1004", StatusSuspended))

	rec := doRequest(t, srv, http.MethodPost, "/passes/P-1004/activate", nil)

	if rec.Code != http.StatusOK {
		t.Fatalf("status = %d, want %d", rec.Code, http.StatusOK)
	}
	if got := srv.store.get("P-1004").Status; got != StatusActive {
		t.Errorf("pass status = %q, want %q", got, StatusActive)
	}
}

// ... helpers unchanged ...
