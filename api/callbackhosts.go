package api

import (
	"context"
	"fmt"
	"net/http"
	"strconv"

	"larder/callbacks"
	"larder/store"
	"larder/web"
)

type callbackHostStore interface {
	RequestCallbackHost(ctx context.Context, clientID, host string, port int) (store.CallbackHost, bool, error)
	ListCallbackHosts(ctx context.Context, clientID, status string) ([]store.CallbackHost, error)
	ListDeliveries(ctx context.Context, clientID string, limit int) ([]store.DeliveryRecord, error)
}

// HostRequest is the body of POST /api/v1/callback-hosts.
type HostRequest struct {
	Host string `json:"host"`
	Port *int   `json:"port"`

	host string
	port int
}

// Valid normalises the host (lower case, IDNA, no trailing dot) and checks the port.
func (h *HostRequest) Valid(context.Context) []web.FieldError {
	host, port, err := callbacks.ParseHostPort(h.Host)
	if err != nil {
		return []web.FieldError{{Field: "host", Message: err.Error()}}
	}
	if h.Port != nil {
		if *h.Port < 1 || *h.Port > 65535 {
			return []web.FieldError{{Field: "port", Message: "must be from 1 to 65535"}}
		}
		port = *h.Port
	}
	h.host, h.port = host, port
	return nil
}

func handleListHosts(s callbackHostStore) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		caller, _ := CallerFrom(r.Context())
		hosts, err := s.ListCallbackHosts(r.Context(), caller.ClientID, "")
		if err != nil {
			web.Error(w, r, err)
			return
		}
		if hosts == nil {
			hosts = []store.CallbackHost{}
		}
		web.JSON(w, http.StatusOK, map[string]any{"callback_hosts": hosts})
	})
}

// handleRequestHost asks for a host; it stays pending until an admin approves it.
// allowPrivate (development only) lets loopback and private hosts be asked for.
func handleRequestHost(s callbackHostStore, allowPrivate bool) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		req, err := web.Decode[*HostRequest](w, r)
		if err != nil {
			web.Error(w, r, err)
			return
		}
		if !allowPrivate {
			if err := callbacks.CheckRegistrable(req.host); err != nil {
				web.Error(w, r, web.Invalid(web.FieldError{Field: "host", Message: err.Error()}))
				return
			}
		}
		caller, _ := CallerFrom(r.Context())
		h, created, err := s.RequestCallbackHost(r.Context(), caller.ClientID, req.host, req.port)
		if err != nil {
			web.Error(w, r, limitError(err, "host"))
			return
		}
		status := http.StatusOK
		if created {
			status = http.StatusCreated
			w.Header().Set("Location", fmt.Sprintf("/api/v1/callback-hosts/%d", h.ID))
		}
		web.JSON(w, status, h)
	})
}

// handleListDeliveries shows the client's recent callback attempts, newest first.
func handleListDeliveries(s callbackHostStore) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		limit := 100
		if v := r.URL.Query().Get("limit"); v != "" {
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 || n > 1000 {
				web.Error(w, r, web.Invalid(web.FieldError{Field: "limit", Message: "must be from 1 to 1000"}))
				return
			}
			limit = n
		}
		caller, _ := CallerFrom(r.Context())
		list, err := s.ListDeliveries(r.Context(), caller.ClientID, limit)
		if err != nil {
			web.Error(w, r, err)
			return
		}
		web.JSON(w, http.StatusOK, map[string]any{"deliveries": list})
	})
}
