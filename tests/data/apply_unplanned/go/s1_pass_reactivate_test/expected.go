package passes

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

func TestGetPass(t *testing.T) {
	srv := newTestServer(t)
	srv.store.put(samplePass("P-1001", StatusActive))

	rec := doRequest(t, srv, http.MethodGet, "/passes/P-1001", nil)

	if rec.Code != http.StatusOK {
		t.Fatalf("status = %d, want %d", rec.Code, http.StatusOK)
	}
	var got Pass
	if err := json.Unmarshal(rec.Body.Bytes(), &got); err != nil {
		t.Fatalf("decode: %v", err)
	}
	if got.ID != "P-1001" {
		t.Errorf("id = %q, want P-1001", got.ID)
	}
}

func TestGetUnknownPass(t *testing.T) {
	srv := newTestServer(t)

	rec := doRequest(t, srv, http.MethodGet, "/passes/P-9999", nil)

	if rec.Code != http.StatusNotFound {
		t.Fatalf("status = %d, want %d", rec.Code, http.StatusNotFound)
	}
}

func TestActivatePass(t *testing.T) {
	srv := newTestServer(t)
	srv.store.put(samplePass("P-1002", StatusPending))

	rec := doRequest(t, srv, http.MethodPost, "/passes/P-1002/activate", nil)

	if rec.Code != http.StatusOK {
		t.Fatalf("status = %d, want %d", rec.Code, http.StatusOK)
	}
	if got := srv.store.get("P-1002").Status; got != StatusActive {
		t.Errorf("pass status = %q, want %q", got, StatusActive)
	}
}

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

func samplePass(id string, status Status) Pass {
	return Pass{
		ID:         id,
		HolderName: "Test Skier",
		Product:    "season-adult",
		Status:     status,
		ValidFrom:  time.Date(2024, 12, 1, 0, 0, 0, 0, time.UTC),
		ValidTo:    time.Date(2025, 4, 15, 0, 0, 0, 0, time.UTC),
	}
}

func newTestServer(t *testing.T) *Server {
	t.Helper()
	return NewServer(newMemoryStore())
}

func doRequest(t *testing.T, srv *Server, method, path string, body any) *httptest.ResponseRecorder {
	t.Helper()
	var buf bytes.Buffer
	if body != nil {
		if err := json.NewEncoder(&buf).Encode(body); err != nil {
			t.Fatalf("encode body: %v", err)
		}
	}
	req := httptest.NewRequest(method, path, &buf)
	rec := httptest.NewRecorder()
	srv.ServeHTTP(rec, req)
	return rec
}
