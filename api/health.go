package api

import (
	"context"
	"net/http"
	"time"

	"larder/web"
)

type pinger interface {
	Ping(ctx context.Context) error
}

// handleHealthz answers while the process is up.
func handleHealthz() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		web.JSON(w, http.StatusOK, map[string]string{"status": "ok"})
	})
}

// handleReadyz answers 200 while the database answers, 503 otherwise, and 503 once
// draining (when not nil) says the server is stopping.
func handleReadyz(db pinger, draining func() bool) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if draining != nil && draining() {
			web.Error(w, r, web.Errorf(web.CodeServiceUnavailable, "The server is shutting down."))
			return
		}
		ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
		defer cancel()
		if err := db.Ping(ctx); err != nil {
			web.Error(w, r, web.Errorf(web.CodeServiceUnavailable, "The database does not answer."))
			return
		}
		web.JSON(w, http.StatusOK, map[string]string{"status": "ready"})
	})
}
