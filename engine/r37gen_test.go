package engine

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// bakePantry draws a pantry a baker or a fryer of battered food sends: a flour, a
// raising agent or two, and the things a cake, a batter or a bread takes.
func bakePantry(r *rand.Rand) Request {
	flours := []string{"plain flour", "self-raising flour", "flour", "bread flour", "wholemeal flour", "cornmeal", "cake flour", "gluten-free flour", "rolled oats"}
	raisers := []string{"baking powder", "bicarbonate of soda", "baking soda", "yeast", "baking powder"}
	others := []string{"eggs", "milk", "butter", "sugar", "brown sugar", "buttermilk", "beer", "sparkling water", "cod fillets",
		"chicken wings", "prawns", "bananas", "blueberries", "apples", "cheddar", "dark chocolate", "cocoa powder", "honey",
		"vanilla extract", "lemon", "yoghurt", "vegetable oil", "potatoes", "onion", "courgette", "salt", "oranges", "carrots",
		"raisins", "cinnamon", "sweetcorn", "bacon", "sausages", "jam", "golden syrup", "oats", "frozen peas", "malt vinegar"}
	pantry := []string{flours[r.IntN(len(flours))], raisers[r.IntN(len(raisers))]}
	if r.IntN(2) == 0 {
		pantry = append(pantry, raisers[r.IntN(len(raisers))])
	}
	for range 2 + r.IntN(6) {
		pantry = append(pantry, others[r.IntN(len(others))])
	}
	req := Request{Pantry: pantry, Servings: 1 + r.IntN(24), Variation: r.IntN(5), Skill: SkillLevels[r.IntN(3)]}
	req.Meal = []string{"", "baking", "dessert", "breakfast", "dinner", "snack"}[r.IntN(6)]
	if r.IntN(2) == 0 {
		req.Cuisine = Cuisines[r.IntN(len(Cuisines))]
	}
	if r.IntN(3) == 0 {
		req.TimeAvailable = 20 + r.IntN(160)
	}
	return req
}

// flourLike is a line that a bake's raising agent is measured against.
func flourLike(name string) bool {
	return strings.Contains(name, "flour") && !strings.Contains(name, "tortilla") || name == "polenta" || name == "corn flour" ||
		name == "masa harina" || name == "semolina" || name == "rolled oats" || name == "oats"
}

// TestRow17BakeLeaveningByFlour: every generated bake and batter measures its baking
// powder, bicarbonate and salt to its flour, as a baker does: baking powder at most
// about 5% of the flour's weight, bicarbonate 1.5%, and, where flour is the bulk of the
// dish, salt 2.5%.
func TestRow17BakeLeaveningByFlour(t *testing.T) {
	r := rand.New(rand.NewPCG(37, 17))
	checked := 0
	for i := range 1500 {
		req := bakePantry(r)
		rec, err := Generate(req)
		if err != nil {
			continue
		}
		flour, bp, soda, salt, total := 0.0, 0.0, 0.0, 0.0, 0.0
		for _, l := range rec.Ingredients {
			total += l.Grams
			switch {
			case flourLike(l.Name):
				flour += l.Grams
			case l.Name == "baking powder":
				bp += l.Grams
			case l.Name == "baking soda":
				soda += l.Grams
			case l.Name == "salt":
				salt += l.Grams
			}
		}
		if flour == 0 || bp+soda == 0 {
			continue
		}
		checked++
		bad := ""
		switch {
		case bp > 0.06*flour+0.6:
			bad = "baking powder"
		case soda > 0.025*flour+1.2:
			bad = "baking soda"
		case flour > 0.3*total && salt > 0.025*flour+0.6:
			bad = "salt"
		}
		if bad != "" {
			t.Errorf("request %d %v: %s: %s %.0f g to %.0f g flour (bp %.1f, soda %.1f, salt %.1f)", i, req.Pantry, rec.Title, bad,
				map[string]float64{"baking powder": bp, "baking soda": soda, "salt": salt}[bad], flour, bp, soda, salt)
		}
	}
	if checked < 100 {
		t.Fatalf("only %d bakes checked", checked)
	}
}

// r37Line is the recipe's line for the food, nil when it has none.
func r37Line(rec *Recipe, name string) *RecipeLine {
	for i := range rec.Ingredients {
		if rec.Ingredients[i].Name == name {
			return &rec.Ingredients[i]
		}
	}
	return nil
}

// TestRow17BeerBatterFishAndChips: the beer batter takes about a teaspoon of baking
// powder to 150 g of flour, and the pantry's malt vinegar goes on the chips.
func TestRow17BeerBatterFishAndChips(t *testing.T) {
	rec, err := Generate(Request{Pantry: []string{"cod fillets", "potatoes", "plain flour", "beer", "baking powder", "frozen peas",
		"malt vinegar", "vegetable oil"}, Servings: 4, TimeAvailable: 60, Skill: "intermediate", Cuisine: "american"})
	if err != nil {
		t.Fatal(err)
	}
	flour, bp := r37Line(rec, "all-purpose flour"), r37Line(rec, "baking powder")
	if flour == nil || bp == nil || bp.Grams > 0.05*flour.Grams {
		t.Fatalf("%s: baking powder %+v to flour %+v", rec.Title, bp, flour)
	}
	if r37Line(rec, "malt vinegar") == nil || !strings.Contains(strings.ToLower(rec.Instructions[len(rec.Instructions)-1].Text), "malt vinegar") {
		t.Errorf("%s: the malt vinegar is not served with the chips", rec.Title)
	}
	if rec.Nutrition.PerServing.Sodium > 1500 {
		t.Errorf("%s: %.0f mg sodium a serving", rec.Title, rec.Nutrition.PerServing.Sodium)
	}
}
