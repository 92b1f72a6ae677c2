package api

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"larder/engine"
	"larder/store"
	"larder/web"
)

// GenerateRequest is the body of POST /api/v1/recipes/generate.
type GenerateRequest struct {
	Ingredients         []string `json:"ingredients"`
	PantryID            *int64   `json:"pantry_id"`
	Cuisine             string   `json:"cuisine"`
	DietaryRestrictions []string `json:"dietary_restrictions"`
	Allergies           []string `json:"allergies"`
	TimeAvailable       *int     `json:"time_available"`
	SkillLevel          string   `json:"skill_level"`
	MealType            string   `json:"meal_type"`
	Servings            *int     `json:"servings"`
	Variation           *int     `json:"variation"`
	CallbackURL         *string  `json:"callback_url"`
	RequestID           *string  `json:"request_id"`

	rules   engine.Rules
	cuisine string
	skill   string
	meal    string
}

const maxLineLength = 200

// Valid checks every field and keeps the canonical values.
func (g *GenerateRequest) Valid(context.Context) []web.FieldError {
	var errs []web.FieldError
	if len(g.Ingredients) == 0 && g.PantryID == nil {
		errs = append(errs, web.FieldError{Field: "ingredients", Message: "send ingredients, a pantry_id, or both"})
	}
	if len(g.Ingredients) > 50 {
		errs = append(errs, web.FieldError{Field: "ingredients", Message: fmt.Sprintf("at most 50 items, got %d", len(g.Ingredients))})
	}
	for i, s := range g.Ingredients {
		if strings.TrimSpace(s) == "" || len(s) > maxLineLength {
			errs = append(errs, web.FieldError{Field: "ingredients[" + strconv.Itoa(i) + "]",
				Message: fmt.Sprintf("must be a non-empty string of at most %d characters", maxLineLength)})
		}
	}
	if g.Cuisine != "" {
		c, ok := engine.Canonical(g.Cuisine, engine.ContractCuisines)
		if !ok {
			errs = append(errs, web.FieldError{Field: "cuisine", Message: "\"" + g.Cuisine + "\" is not accepted; use one of: " + strings.Join(engine.ContractCuisines, ", ")})
		}
		g.cuisine = c
	}
	var e []web.FieldError
	g.rules.Restrictions, e = accepted("dietary_restrictions", g.DietaryRestrictions, engine.Restrictions)
	errs = append(errs, e...)
	g.rules.Allergies, e = accepted("allergies", g.Allergies, engine.Allergens)
	g.rules.Restrictions = engine.WithAllergyRestrictions(g.rules.Restrictions, g.Allergies)
	errs = append(errs, e...)
	if g.TimeAvailable != nil && (*g.TimeAvailable < 5 || *g.TimeAvailable > 720) {
		errs = append(errs, web.FieldError{Field: "time_available", Message: "must be from 5 to 720 minutes"})
	}
	if g.SkillLevel != "" {
		s, ok := engine.Canonical(g.SkillLevel, engine.SkillLevels)
		if !ok {
			errs = append(errs, web.FieldError{Field: "skill_level", Message: "\"" + g.SkillLevel + "\" is not accepted; use one of: " + strings.Join(engine.SkillLevels, ", ")})
		}
		g.skill = s
	}
	if g.MealType != "" {
		m, ok := engine.Canonical(g.MealType, engine.Meals)
		if !ok {
			errs = append(errs, web.FieldError{Field: "meal_type", Message: "\"" + g.MealType + "\" is not accepted; use one of: " + strings.Join(engine.Meals, ", ")})
		}
		g.meal = m
	}
	if g.Servings != nil && (*g.Servings < 1 || *g.Servings > 24) {
		errs = append(errs, web.FieldError{Field: "servings", Message: "must be from 1 to 24"})
	}
	if g.PantryID != nil && *g.PantryID <= 0 {
		errs = append(errs, web.FieldError{Field: "pantry_id", Message: "must be a pantry id"})
	}
	if g.RequestID != nil && !web.SaneRequestID(*g.RequestID) {
		errs = append(errs, web.FieldError{Field: "request_id", Message: requestIDRule})
	}
	return errs
}

type pantryFinder interface {
	FindPantry(ctx context.Context, clientID string, id int64) (store.Pantry, error)
}

// handleGenerate cooks a recipe from the request's ingredients and/or a stored pantry.
func handleGenerate(pantries pantryFinder, now func() time.Time) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		req, err := web.Decode[*GenerateRequest](w, r)
		if err != nil {
			web.Error(w, r, err)
			return
		}
		if req.CallbackURL != nil {
			web.Error(w, r, web.Errorf(web.CodeCallbackNotAllowed, "generate answers synchronously; remove callback_url."))
			return
		}
		caller, _ := CallerFrom(r.Context())
		lines := append([]string{}, req.Ingredients...)
		if req.PantryID != nil {
			p, err := pantries.FindPantry(r.Context(), caller.ClientID, *req.PantryID)
			if err != nil {
				web.Error(w, r, storeError(err))
				return
			}
			lines = append(lines, pantryLines(p)...)
		}
		er := engine.Request{Pantry: lines, Cuisine: req.cuisine, Rules: req.rules, Skill: req.skill, Meal: req.meal}
		if req.TimeAvailable != nil {
			er.TimeAvailable = *req.TimeAvailable
		}
		if req.Servings != nil {
			er.Servings = *req.Servings
		}
		if req.Variation != nil {
			er.Variation = *req.Variation
		}
		rec, err := engine.Generate(er)
		var nr *engine.NoRecipeError
		if errors.As(err, &nr) {
			web.Error(w, r, web.Errorf(web.CodeNoRecipePossible, "%s.", upperFirst(nr.Reason)))
			return
		}
		if err != nil {
			web.Error(w, r, err)
			return
		}
		// Only a contract cuisine goes out: the engine's british is its own.
		rec.Cuisine = rec.ContractCuisine()
		rid := web.RequestID(r.Context())
		if req.RequestID != nil {
			rid = *req.RequestID
		}
		web.JSON(w, http.StatusOK, builtinEnvelope("generate", rid, rec, now()))
	})
}

// pantryLines turns stored items into ingredient lines: "500 g chicken thighs".
func pantryLines(p store.Pantry) []string {
	lines := make([]string, 0, len(p.Items))
	for _, it := range p.Items {
		line := it.Name
		if it.Quantity != nil {
			line = strings.TrimSpace(strconv.FormatFloat(*it.Quantity, 'f', -1, 64) + " " + it.Unit + " " + it.Name)
		}
		lines = append(lines, line)
	}
	return lines
}
