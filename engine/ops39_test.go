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

// A low-fat tagine swaps the shoulder for lean leg and simmers it for the leg's time,
// not the shoulder's two and a half hours, which would dry it out.
func TestLowFatTagineSimmersTheLeanLegForItsOwnTime(t *testing.T) {
	rec, err := Generate(Request{Pantry: strings.Split("lamb shoulder,onion,garlic,cumin,apricots,chickpeas,couscous,chicken broth", ","),
		Cuisine: "middle eastern", Servings: 6, TimeAvailable: 180})
	if err != nil {
		t.Fatal(err)
	}
	d := roundTrip(t, rec)
	r := Healthify(d, "low-fat")
	if !strings.Contains(transformedText(r), "lamb leg") {
		t.Skipf("no lean leg:\n%s", transformedText(r))
	}
	simmer := 0
	for _, s := range r.Steps {
		if low := lowered(s.Text); strings.Contains(low, "simmer") && !strings.Contains(low, "couscous's volume") || strings.Contains(low, "keep simmering") {
			simmer += s.Minutes
		}
	}
	if simmer > 100 || strings.Contains(r.Summary, "3-hour") {
		t.Errorf("got the lean leg simmered %d minutes, want about 90:\n%s", simmer, transformedText(r))
	}
}

// A low-sodium soup comes down to what a dietitian accepts for a main (about 600 mg a
// serving): the broth swapped for low-sodium and part of it made water, the salt cut.
func TestLowSodiumSoupComesDownToAboutSixHundredMilligrams(t *testing.T) {
	for _, pantry := range []string{"chicken thighs,carrots,celery,onion,chicken broth,egg noodles", "lentils,carrots,onion,celery,vegetable broth"} {
		d := ops39Dish(t, pantry, 4)
		r := Healthify(d, "low-sodium")
		if got := r.NutritionAfter.PerServing.Sodium; got > 650 {
			t.Errorf("%s: got %.0f mg sodium a serving (from %.0f), want about 600 at most:\n%s", d.Name, got, r.NutritionBefore.PerServing.Sodium, transformedText(r))
		}
		if !strings.Contains(transformedText(r), "of water") {
			t.Errorf("%s: no water stands in for part of the broth:\n%s", d.Name, transformedText(r))
		}
	}
}

// A casual tip is about what its step does: no "wash up while it bubbles" after a
// minute's toss over high heat, no "let it get some colour" after an onion kept from
// browning; the colour tip follows the sentence that browns.
func TestCasualTipsSitOnTheStepsTheySpeakOf(t *testing.T) {
	for _, pantry := range []string{"chicken thighs,rice,onion,garlic,soy sauce,broccoli", "arborio rice,mushrooms,onion,parmesan,butter,chicken broth",
		"beef chuck,carrots,onion,potatoes,beef broth"} {
		r := RewriteTone(ops39Dish(t, pantry, 4), "casual")
		for _, s := range r.Steps {
			low := lowered(s.Text)
			if strings.Contains(low, "wash up while it bubbles") && (s.Minutes < 10 || strings.Contains(low, "toss")) {
				t.Errorf("%s: washing up during a %d-minute step: %s", r.Name, s.Minutes, s.Text)
			}
			if i := strings.Index(low, "let it get some colour"); i >= 0 {
				before := low[:i]
				if j := strings.LastIndex(strings.TrimSuffix(strings.TrimSpace(before), "."), ". "); j >= 0 {
					before = before[j:]
				}
				if !containsAny(before, []string{"brown", "golden", "sear", "crisp"}) || strings.Contains(before, "not brown") || strings.Contains(before, "crisp-tender") {
					t.Errorf("%s: the colour tip follows a sentence that does not brown: %s", r.Name, s.Text)
				}
			}
		}
	}
}

// A low-fat mac and cheese keeps butter in its roux, less of it, rather than swapping
// it for as much olive oil; the milk and cheese get lighter.
func TestLowFatRouxKeepsLessButterNotOil(t *testing.T) {
	r := Healthify(ops39Dish(t, "macaroni,cheddar,milk,butter,flour", 4), "low-fat")
	text := transformedText(r)
	if strings.Contains(text, "olive oil") || !strings.Contains(text, "roux still cooks its flour") || !strings.Contains(text, "skim milk") {
		t.Errorf("got:\n%s", text)
	}
	if r.NutritionAfter.PerServing.Fat >= r.NutritionBefore.PerServing.Fat*0.8 {
		t.Errorf("got %.1f g fat from %.1f, want a fifth less at least", r.NutritionAfter.PerServing.Fat, r.NutritionBefore.PerServing.Fat)
	}
}
