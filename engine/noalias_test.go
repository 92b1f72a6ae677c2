package engine

import (
	"encoding/json"
	"maps"
	"slices"
	"testing"
)

// No operation changes the recipe it is given: a client may chain them on one recipe,
// and a scaled amount once rewrote the caller's own step ("11 1/4 cups" became "7 1/2").
func TestOperationsLeaveTheirInputAlone(t *testing.T) {
	var dishes []Dish
	for _, name := range slices.Sorted(maps.Keys(cookbook)) {
		var in RecipeInput
		if err := json.Unmarshal([]byte(cookbook[name]), &in); err != nil {
			t.Fatal(err)
		}
		dishes = append(dishes, DishFrom(in))
	}
	for _, req := range []Request{
		{Pantry: []string{"celery", "garlic", "onion", "canned diced tomatoes", "vegetable broth", "cannellini beans", "small pasta", "parmesan", "basil"}, Servings: 10},
		{Pantry: []string{"chicken thighs", "coconut milk", "red curry paste", "rice"}, Servings: 4},
	} {
		r, err := Generate(req)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(r)
		var in RecipeInput
		if err := json.Unmarshal(b, &in); err != nil {
			t.Fatal(err)
		}
		dishes = append(dishes, DishFrom(in))
	}
	for _, d := range slices.Clone(dishes) {
		// Clients chain operations: a recipe moved to the pressure cooker is moved on.
		if x, err := AdaptMethod(d, "pressure-cooker"); err == nil {
			dishes = append(dishes, hashRoundTrip(t, x))
		}
	}
	for _, d := range dishes {
		before, _ := json.Marshal(d)
		check := func(op string) {
			if after, _ := json.Marshal(d); string(after) != string(before) {
				t.Fatalf("%s changed its input %s", op, d.Name)
			}
		}
		for _, tone := range Tones {
			RewriteTone(d, tone)
			check("tone " + tone)
		}
		Budgetify(d, 0)
		check("budgetify")
		for _, f := range HealthFocuses {
			Healthify(d, f)
			check("healthify " + f)
		}
		for _, m := range Methods {
			AdaptMethod(d, m)
			check("adapt " + m)
		}
		for _, it := range d.Items {
			if it.Known {
				SuggestSubstitute(it.Ingredient.Name, Rules{Restrictions: []string{"vegan"}}, &d)
				check("substitute " + it.Ingredient.Name)
			}
		}
	}
}
