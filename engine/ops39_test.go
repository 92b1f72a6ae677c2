package engine

import (
	"math"
	"strings"
	"testing"
)

// ops39Dish is the recipe a pantry makes, read back as a client would send it.
func ops39Dish(t *testing.T, pantry string, servings int) Dish {
	t.Helper()
	rec, err := Generate(Request{Pantry: strings.Split(pantry, ","), Servings: servings})
	if err != nil {
		t.Fatal(err)
	}
	return roundTrip(t, rec)
}

// A mushroom risotto in a pressure cooker: the mushrooms are browned first on the sauté
// setting and lifted out for the end, the onion softens in the rest of the oil with its
// butter, and nothing is left over from the stovetop's skillet after the lid is locked.
func TestPressureCookerRisottoBrownsTheMushroomsOnceAndLiftsThemOut(t *testing.T) {
	d := ops39Dish(t, "arborio rice,mushrooms,onion,parmesan,butter,chicken broth,olive oil,garlic,white wine", 4)
	if !strings.Contains(d.Name, "Risotto") {
		t.Skipf("the pantry makes %s", d.Name)
	}
	r, err := AdaptMethod(d, "pressure-cooker")
	if err != nil {
		t.Fatal(err)
	}
	stirs, locked := 0, false
	for _, s := range r.Steps {
		low := lowered(s.Text)
		if strings.Contains(low, "skillet") || strings.Contains(low, "to the pot with them") {
			t.Errorf("step %d keeps the stovetop's words: %s", s.Step, s.Text)
		}
		if strings.Contains(low, "lock the lid") {
			locked = true
			if strings.Contains(low, "mushroom") {
				t.Errorf("the mushrooms go under pressure and are stirred in again: %s", s.Text)
			}
		}
		if strings.Contains(low, "mushroom") && !strings.HasPrefix(low, "prep") {
			stirs++
		}
		if strings.Contains(low, "garlic") && strings.Contains(low, "brown the garlic") {
			t.Errorf("the garlic browns for minutes: %s", s.Text)
		}
	}
	if !locked || stirs != 2 {
		t.Errorf("got the mushrooms in %d cooking steps (lid locked %v), want browned once and stirred back once:\n%s", stirs, locked, transformedText(r))
	}
	if !strings.Contains(lowered(transformedText(r)), "a third of the butter") {
		t.Errorf("the butter the onion softens in is lost:\n%s", transformedText(r))
	}
}

// A cook in Japan asks for a budget in yen: the costs are whole yen at about 145 to
// the dollar, and the note names yen; an unknown code is refused with the list.
func TestBudgetInYenIsWholeYen(t *testing.T) {
	d := ops39Dish(t, "salmon,asparagus,lemon,butter,basmati rice", 4)
	usd := Budgetify(d, 0)
	yen, err := BudgetifyIn(d, 0, "jpy")
	if err != nil {
		t.Fatal(err)
	}
	if yen.CostAfter.Currency != "JPY" || yen.CostAfter.PerServing != math.Round(yen.CostAfter.PerServing) {
		t.Errorf("got %+v, want whole yen", yen.CostAfter)
	}
	if r := yen.CostBefore.PerServing / usd.CostBefore.PerServing; r < 140 || r > 150 {
		t.Errorf("got ¥%.0f against $%.2f, want about 145 yen to the dollar", yen.CostBefore.PerServing, usd.CostBefore.PerServing)
	}
	if strings.Contains(yen.Note, "$") || usd.Note != "" && !strings.Contains(yen.Note, "¥") {
		t.Errorf("got note %q", yen.Note)
	}
	if usd.CostBefore.Currency != "USD" {
		t.Errorf("the dollar answer changed: %+v", usd.CostBefore)
	}
	if _, err := BudgetifyIn(d, 0, "XYZ"); err == nil || !strings.Contains(err.Error(), "USD, GBP, EUR") {
		t.Errorf("got %v, want the accepted codes listed", err)
	}
}

// Budgetify finds the savings a cook would on a mince-and-cheese bake: the lasagne's
// parmesan cut to a spoonful a plate beside its béchamel and ricotta, a bolognese's
// mince stretched with red lentils in its long simmer, a jar of marinara made from tins
// simmered into a sauce.
func TestBudgetifyFindsTheCooksSavingsOnMinceAndCheeseBakes(t *testing.T) {
	for _, c := range []struct {
		pantry, title string
		want          []string
		minSaving     float64
	}{
		{"lasagna noodles,ground beef,milk,butter,flour,parmesan,mozzarella,crushed tomatoes,onion,garlic,carrot,celery,red wine,ricotta,basil", "Lasagne",
			[]string{"12 g of parmesan a serving"}, 0.75},
		{"ground beef,spaghetti,crushed tomatoes,onion,garlic,carrot", "Bolognese",
			[]string{"rinse the red lentils and stir them in with", "red lentils at"}, 0.3},
		{"ground beef,penne,marinara sauce,mozzarella,parmesan,onion,garlic", "Baked",
			[]string{"crushed tomatoes", "simmer 10 minutes, until it tastes cooked"}, 0.3},
	} {
		d := ops39Dish(t, c.pantry, 6)
		if !strings.Contains(d.Name, c.title) {
			t.Errorf("%s: the pantry makes %s", c.pantry, d.Name)
			continue
		}
		r := Budgetify(d, 0)
		text := lowered(transformedText(r))
		for _, w := range c.want {
			if !strings.Contains(text, lowered(w)) {
				t.Errorf("%s: no %q:\n%s", d.Name, w, transformedText(r))
			}
		}
		if saved := r.CostBefore.PerServing - r.CostAfter.PerServing; saved < c.minSaving {
			t.Errorf("%s: got $%.2f saved a serving, want at least $%.2f:\n%s", d.Name, saved, c.minSaving, transformedText(r))
		}
	}
}

// A burger's mince is shaped: no lentils go into it.
func TestBudgetifyNeverStretchesAShapedMinceWithLentils(t *testing.T) {
	d := ops39Dish(t, "ground beef,burger buns,cheddar,lettuce,onion", 4)
	if r := Budgetify(d, 0); strings.Contains(transformedText(r), "lentil") {
		t.Errorf("lentils in %s:\n%s", d.Name, transformedText(r))
	}
}
