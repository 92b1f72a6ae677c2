package engine

import (
	"encoding/json"
	"fmt"
	"strings"
)

// UpstreamAnswer is what an upstream model is asked to return for every operation.
type UpstreamAnswer struct {
	Name        string            `json:"name"`
	Summary     string            `json:"summary"`
	Ingredients []IngredientInput `json:"ingredients"`
	Steps       []StepInput       `json:"steps"`
	Changes     []Change          `json:"changes"`
	Substitutes []Substitute      `json:"substitutes"`
	Equipment   []string          `json:"equipment"`
}

// UpstreamSchema is the JSON schema sent with every upstream request.
var UpstreamSchema = json.RawMessage(`{
  "type": "object",
  "additionalProperties": false,
  "required": ["name", "summary", "ingredients", "steps", "changes", "substitutes", "equipment"],
  "properties": {
    "name": {"type": "string"},
    "summary": {"type": "string"},
    "ingredients": {"type": "array", "items": {"type": "string", "description": "one line: quantity, unit, food, preparation, e.g. '2 cups diced onion'"}},
    "steps": {"type": "array", "items": {"type": "string"}},
    "changes": {"type": "array", "items": {"type": "object", "additionalProperties": false, "required": ["from", "to", "reason"],
      "properties": {"from": {"type": "string"}, "to": {"type": "string"}, "reason": {"type": "string"}}}},
    "substitutes": {"type": "array", "items": {"type": "object", "additionalProperties": false, "required": ["name", "ratio", "notes"],
      "properties": {"name": {"type": "string"}, "ratio": {"type": "number"}, "notes": {"type": "string"}}}},
    "equipment": {"type": "array", "items": {"type": "string"}}
  }
}`)

// FromUpstream checks an upstream model's answer by the same rules as the engine's own
// output and recomputes every figure from the grams. It refuses an answer that is
// malformed, names a food the table does not know, or breaks a diet or allergy the
// original kept or the request stated.
func FromUpstream(op string, in *Dish, raw json.RawMessage, rules Rules) (*Transformed, error) {
	var a UpstreamAnswer
	if err := json.Unmarshal(raw, &a); err != nil {
		return nil, fmt.Errorf("answer does not match the schema: %w", err)
	}
	if strings.TrimSpace(a.Name) == "" || len(a.Ingredients) == 0 || len(a.Steps) == 0 {
		return nil, fmt.Errorf("answer lacks a name, ingredients or steps")
	}
	out := Dish{Name: strings.TrimSpace(a.Name), Summary: a.Summary, Servings: in.Servings}
	for i, ing := range a.Ingredients {
		it := ItemFrom(ing)
		if !it.Known {
			return nil, fmt.Errorf("ingredient %d %q is not a known food, so its diet facts cannot be checked", i, it.Text)
		}
		if why := rules.Breaks(it.Ingredient); why != "" {
			return nil, fmt.Errorf("ingredient %q breaks the request: %s", it.Text, why)
		}
		out.Items = append(out.Items, it)
	}
	for i, s := range a.Steps {
		if strings.TrimSpace(s.Text) == "" {
			return nil, fmt.Errorf("step %d is empty", i+1)
		}
		out.Steps = append(out.Steps, Step{Step: i + 1, Text: strings.TrimSpace(s.Text), Minutes: s.Minutes})
	}
	if !keepsDiets(in.ingredients(), out.ingredients()) {
		return nil, fmt.Errorf("answer adds an allergen or breaks a diet the recipe kept")
	}
	r := out.result(a.Changes)
	switch op {
	case "healthify":
		before, after := in.nutrition(), out.nutrition()
		r.NutritionBefore, r.NutritionAfter = &before, &after
	case "budgetify-recipe":
		before, after := in.cost(), out.cost()
		r.CostBefore, r.CostAfter = &before, &after
	case "adapt-method":
		prep, cook := out.cookMinutes()
		r.Timing = &Timing{PrepMinutes: prep, CookMinutes: cook, TotalMinutes: prep + cook}
		r.Equipment = a.Equipment
	case "suggest-substitute":
		for _, s := range a.Substitutes {
			l := ParseLine(s.Name)
			if !l.Known || !rules.allows(l.Ingredient) {
				return nil, fmt.Errorf("substitute %q is unknown or breaks the request", s.Name)
			}
			suitable, allergens := Suitability([]*Ingredient{l.Ingredient})
			r.Substitutes = append(r.Substitutes, Substitute{Name: l.Ingredient.Name, Ratio: s.Ratio, Notes: s.Notes,
				SuitableFor: suitable, Allergens: allergens})
		}
	}
	return r, nil
}

// keepsDiets reports whether after keeps every diet before kept and adds no allergen.
func keepsDiets(before, after []*Ingredient) bool {
	kb, fb := suitabilityMask(before)
	ka, fa := suitabilityMask(after)
	if kb&^ka != 0 {
		return false
	}
	// An allergen the dish did not hold: each allergen is one fact bit, so one mask of
	// them all asks every allergen at once.
	return (fa&^fb)&allergenUnion == 0
}

// allergenUnion is the fact bits of every allergen of the contract.
var allergenUnion = func() Fact {
	var u Fact
	for _, a := range Allergens {
		u |= allergenFacts[a]
	}
	return u
}()
