package engine

import (
	"strings"
	"testing"
)

// ops26Op generates the recipe for a pantry and runs one operation on it (as
// TestShowOp does): healthify:FOCUS, budgetify, adapt:METHOD.
func ops26Op(t *testing.T, pantry, cuisine, rules string, servings, minutes int, op string) (Dish, *Transformed, error) {
	t.Helper()
	req := Request{Pantry: strings.Split(pantry, ","), Cuisine: cuisine, Servings: servings, TimeAvailable: minutes}
	addRules(&req, rules)
	rec, err := Generate(req)
	if err != nil {
		t.Fatalf("%s: %v", pantry, err)
	}
	d := roundTrip(t, rec)
	name, arg, _ := strings.Cut(op, ":")
	switch name {
	case "healthify":
		return d, Healthify(d, arg), nil
	case "budgetify":
		return d, Budgetify(d, 0), nil
	case "adapt":
		out, err := AdaptMethod(d, arg)
		return d, out, err
	}
	t.Fatalf("unknown op %q", op)
	return d, nil, nil
}

// A stew moved to the slow cooker keeps liquid that comes part way up the food: the
// old steps' own water goes in (a third less), never the wine alone. What the old
// steps fished out at the end (bay leaves) is put in by name, and garlic is not seared
// for the meat's 8 minutes.
func TestOps26SlowCookerStewKeepsItsLiquid(t *testing.T) {
	for _, c := range []struct{ pantry, cuisine string }{
		{"lamb shoulder, about 1.5kg,a bulb of garlic,fresh rosemary,a bag of Maris Piper potatoes,2 carrots,red wine", "greek"},
		{"beef chuck,onion,carrots,potatoes,garlic,red wine", "french"},
		{"lamb shoulder,garlic,potatoes,carrots,thyme", "british"},
	} {
		in, out, err := ops26Op(t, c.pantry, c.cuisine, "", 6, 180, "adapt:slow-cooker")
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		text := stepsText(out.Steps)
		low := strings.ToLower(text)
		if !strings.Contains(low, "water") && !strings.Contains(low, "broth") && !strings.Contains(low, "stock") {
			t.Errorf("%s: the slow cooker gets no water or stock:\n%s", c.pantry, text)
		}
		if strings.Contains(low, "bay") != strings.Contains(strings.ToLower(stepsText(in.Steps)), "bay") {
			t.Errorf("%s: the bay leaves are lost or invented:\n%s", c.pantry, text)
		}
		if strings.Contains(low, "fish out the bay") && !strings.Contains(low, "bay leaf and") && !strings.Contains(low, "bay leaves") &&
			!strings.Contains(strings.SplitN(low, "fish out", 2)[0], "bay") {
			t.Errorf("%s: the bay leaves are fished out but never put in:\n%s", c.pantry, text)
		}
		for _, s := range out.Steps {
			l := strings.ToLower(s.Text)
			if strings.Contains(l, "brown the") && strings.Contains(l, "with the garlic") {
				t.Errorf("%s: the garlic is seared with the meat: %s", c.pantry, s.Text)
			}
		}
	}
}

// A baked or crumbed main moves to the air fryer: the bake is found though it calls
// the food "the fish", the crust is not tossed off, and the oven stays on for what
// still bakes beside it.
func TestOps26AirFryerFindsTheBake(t *testing.T) {
	for _, c := range []struct{ pantry, cuisine, rules string }{
		{"cod loins,panko breadcrumbs,frozen chips,frozen peas,mayonnaise,gherkins", "american", "eggs"},
		{"cod loins,panko breadcrumbs,lemon", "american", ""},
	} {
		_, out, err := ops26Op(t, c.pantry, c.cuisine, c.rules, 4, 40, "adapt:air-fryer")
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		text := stepsText(out.Steps)
		low := strings.ToLower(text)
		if !strings.Contains(low, "air-fry") {
			t.Errorf("%s: nothing is air-fried:\n%s", c.pantry, text)
		}
		if strings.Contains(low, "panko") && (strings.Contains(low, "shaking the basket") || strings.Contains(low, "toss the")) {
			t.Errorf("%s: the crumbed food is tossed or shaken:\n%s", c.pantry, text)
		}
		if strings.Contains(low, "oven is hot") && !strings.Contains(low, "heat the oven") {
			t.Errorf("%s: a step waits for an oven nobody heats:\n%s", c.pantry, text)
		}
	}
}

// Budgetify never cuts the food a dish is named after (the paneer of a Matar Paneer)
// below a real portion, whatever the target.
func TestOps26BudgetKeepsTheNamedFood(t *testing.T) {
	for _, c := range []struct{ pantry, cuisine, rules, food string }{
		{"paneer,frozen peas,a tin of chopped tomatoes,garam masala,an onion,double cream,naan bread", "indian", "vegetarian", "paneer"},
		{"paneer,spinach,onion,garlic,ginger,garam masala", "indian", "vegetarian", "paneer"},
	} {
		req := Request{Pantry: strings.Split(c.pantry, ","), Cuisine: c.cuisine, Servings: 3, TimeAvailable: 40}
		addRules(&req, c.rules)
		rec, err := Generate(req)
		if err != nil {
			t.Fatalf("%s: %v", c.pantry, err)
		}
		d := roundTrip(t, rec)
		for _, target := range []float64{0, 2.5, 1} {
			out := Budgetify(d, target)
			for _, l := range out.Ingredients {
				if strings.Contains(l.Text, c.food) && l.Grams/float64(out.Servings) < 90 {
					t.Errorf("%s (target %.2f): %s is %.0f g a serving", c.pantry, target, c.food, l.Grams/float64(out.Servings))
				}
			}
		}
	}
}

// A traybake moved to the grill loses the words of the tray: its title, the pan juices
// and serving from the pan; the scallions are not grilled for the wings' whole time.
func TestOps26GrillLosesTheTray(t *testing.T) {
	_, out, err := ops26Op(t, "8 chicken wings,honey,soy sauce,garlic,sesame seeds,spring onions", "korean", "sesame", 2, 50, "adapt:grill")
	if err != nil {
		t.Fatal(err)
	}
	text := out.Name + " " + out.Summary + " " + stepsText(out.Steps)
	for _, w := range []string{"Traybake", "pan juices", "from the pan"} {
		if strings.Contains(text, w) {
			t.Errorf("%q is still there:\n%s", w, text)
		}
	}
	for _, s := range out.Steps {
		if strings.Contains(s.Text, "grill over") && strings.Contains(s.Text, "scallion") && !strings.Contains(s.Text, "come off") {
			t.Errorf("the scallions are grilled with the wings: %s", s.Text)
		}
	}
	if r := retitled("Sheet-Pan Chicken Thighs", "air-fryer"); r != "Air-Fryer Chicken Thighs" {
		t.Errorf("retitled: %q", r)
	}
	g, late := foodGroups{aromatics: []string{"scallion", "garlic"}}.scattered("toss the wings with the garlic, roast 30 minutes, scattering the scallion over for the last 10 minutes")
	if len(late) != 1 || late[0] != "scallion" || len(g.aromatics) != 1 {
		t.Errorf("scattered: %v %v", late, g.aromatics)
	}
}
