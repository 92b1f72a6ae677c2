package api

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"larder/engine"
	"larder/web"
)

// SuggestRequest is the body of POST /api/v1/pantry-items/suggest-category.
type SuggestRequest struct {
	Items []string `json:"items"`
}

// Valid wants 1 to 100 non-empty names.
func (s *SuggestRequest) Valid(context.Context) []web.FieldError {
	if len(s.Items) == 0 || len(s.Items) > 100 {
		return []web.FieldError{{Field: "items", Message: fmt.Sprintf("send 1 to 100 item names, got %d", len(s.Items))}}
	}
	var errs []web.FieldError
	for i, it := range s.Items {
		if strings.TrimSpace(it) == "" || len(it) > maxLineLength {
			errs = append(errs, web.FieldError{Field: "items[" + strconv.Itoa(i) + "]",
				Message: fmt.Sprintf("must be a non-empty string of at most %d characters", maxLineLength)})
		}
	}
	return errs
}

// handleSuggestCategory files each item under a pantry category.
func handleSuggestCategory() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		req, err := web.Decode[*SuggestRequest](w, r)
		if err != nil {
			web.Error(w, r, err)
			return
		}
		out := make([]engine.CategorySuggestion, len(req.Items))
		for i, it := range req.Items {
			out[i] = engine.SuggestCategory(it)
		}
		web.JSON(w, http.StatusOK, map[string]any{"suggestions": out})
	})
}
