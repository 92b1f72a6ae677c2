package engine

import (
	"strings"
	"testing"
)

// wordsRecipe generates a recipe of a comma-separated pantry, failing the test when
// none comes back.
func wordsRecipe(t *testing.T, pantry string, servings, minutes int) *Recipe {
	t.Helper()
	rec, err := Generate(Request{Pantry: strings.Split(pantry, ","), Servings: servings, TimeAvailable: minutes})
	if err != nil {
		t.Fatalf("%s for %d: %v", pantry, servings, err)
	}
	return rec
}

// wordsStep is the first step that holds every one of words, or "".
func wordsStep(rec *Recipe, words ...string) string {
	for _, s := range rec.Instructions {
		ok := true
		for _, w := range words {
			ok = ok && strings.Contains(s.Text, w)
		}
		if ok {
			return s.Text
		}
	}
	return ""
}

func TestDumplingDipTakesTheBlackVinegarNotRawRiceWine(t *testing.T) {
	rec := wordsRecipe(t, "dumpling wrappers,pork mince,spring onions,ginger,soy sauce,shaoxing wine,chinkiang vinegar,sesame oil", 4, 0)
	if !strings.Contains(rec.Title, "Potstickers") {
		t.Fatalf("got %s, want potstickers", rec.Title)
	}
	dip := wordsStep(rec, "for dipping")
	if !strings.Contains(dip, "black vinegar") || strings.Contains(dip, "shaoxing") {
		t.Errorf("got dip %q, want the black vinegar and no raw shaoxing wine", dip)
	}
	genMissing(t, rec, "rice vinegar")
	genUnused(t, rec, "vinegar")
	if g := genGrams(rec, "shaoxing wine"); g > 20 {
		t.Errorf("got %.0f g shaoxing wine for 300 g of filling, want a spoonful or two", g)
	}
}

func TestDumplingsForACrowdFoldPlainAndFryTwoPansAtATime(t *testing.T) {
	rec := wordsRecipe(t, "dumpling wrappers,pork mince,napa cabbage,spring onions,ginger,soy sauce,black vinegar,sesame oil", 20, 150)
	if !strings.Contains(rec.Title, "Potstickers") {
		t.Fatalf("got %s, want potstickers for 20 in 150 minutes", rec.Title)
	}
	if wordsStep(rec, "You will have about") == "" || wordsStep(rec, "two pans at a time", "rounds") == "" {
		t.Errorf("want the dumplings counted and cooked two pans a round:\n%s", genText(rec))
	}
	if rec.Timing.TotalMinutes > 150 {
		t.Errorf("got %d minutes, want at most 150", rec.Timing.TotalMinutes)
	}
}

func TestWineReducesInTheTimeItsVolumeTakes(t *testing.T) {
	for _, c := range []struct {
		ml       float64
		min, max int
	}{{120, 2, 3}, {250, 4, 6}, {560, 10, 13}, {750, 13, 17}} {
		text, m := halvedIn(c.ml)
		if m < c.min || m > c.max {
			t.Errorf("%.0f ml halves in %s (%d), want %d–%d minutes", c.ml, text, m, c.min, c.max)
		}
	}
	// A long braise boils its bottle a few minutes and lets the oven reduce it; a step
	// that says "reduced by half" gives the minutes the volume takes.
	rec := wordsRecipe(t, "beef chuck 2kg,red wine 750ml,onions,carrots,garlic,beef stock,mushrooms,bacon,flour", 8, 240)
	for _, s := range rec.Instructions {
		if !strings.Contains(s.Text, "Pour in the red wine") || !strings.Contains(s.Text, "reduced by half") {
			continue
		}
		if _, m := halvedIn(genGrams(rec, "red wine")); s.Minutes < m {
			t.Errorf("%s reduces %.0f g of red wine by half in %d minutes, want %d: %q", rec.Title, genGrams(rec, "red wine"), s.Minutes, m, s.Text)
		}
	}
}

func TestFrozenPeasAreNeverCrispTender(t *testing.T) {
	rec := wordsRecipe(t, "beef strips,broccoli,frozen peas,oyster sauce,garlic,ginger,rice", 4, 30)
	for _, s := range rec.Instructions {
		if strings.Contains(s.Text, "peas") && strings.Contains(s.Text, "crisp-tender") && !strings.Contains(s.Text, "peas only need to heat through") {
			t.Errorf("%s: got %q, want the peas only heated through", rec.Title, s.Text)
		}
	}
	if got := crispTender([]*part{{in: mustLookup("frozen peas")}, {in: mustLookup("frozen corn")}}); got != "hot through" {
		t.Errorf("peas and corn: got %q, want hot through", got)
	}
}

func TestLeftoverChickenAndRiceMakeFriedRiceWithTheChickenOnlyWarmed(t *testing.T) {
	rec := wordsRecipe(t, "leftover roast chicken,cooked rice,eggs,frozen peas,soy sauce,spring onions", 2, 30)
	if !strings.Contains(rec.Title, "Fried Rice") {
		t.Fatalf("got %s, want fried rice of the leftover rice", rec.Title)
	}
	if s := wordsStep(rec, "cooked chicken"); !strings.Contains(s, "warm") || strings.Contains(s, "browns") {
		t.Errorf("got %q, want the cooked chicken only warmed through", s)
	}
}

func TestLeftoverCookedPotatoesMakeAQuickTortilla(t *testing.T) {
	rec := wordsRecipe(t, "leftover cooked potatoes,eggs,onion,olive oil", 2, 30)
	if !strings.Contains(rec.Title, "Tortilla") {
		t.Fatalf("got %s, want a tortilla of the cooked potatoes", rec.Title)
	}
	genUnused(t, rec, "potato")
	text := genText(rec)
	if strings.Contains(text, "poaches in the oil") || strings.Contains(text, "18–20 minutes") {
		t.Errorf("cooked potatoes poached again like raw ones:\n%s", text)
	}
	if g := genGrams(rec, "olive oil"); g > 45 {
		t.Errorf("got %.0f g olive oil for warming cooked potatoes, want a film", g)
	}
}

func TestGingerGarlicPasteIsOneFoodForBothAromatics(t *testing.T) {
	rec := wordsRecipe(t, "chickpeas,ginger-garlic paste,onion,tomatoes,garam masala,turmeric,rice", 4, 0)
	if g := genGrams(rec, "ginger garlic paste"); g < 10 || g > 40 {
		t.Errorf("%s: got %.0f g ginger-garlic paste for four, want a spoonful or two", rec.Title, g)
	}
	genMissing(t, rec, "garlic", "ginger")
	for _, l := range rec.Ingredients {
		if l.Name == "ginger" || l.Name == "garlic" {
			t.Errorf("%s lists %s beside the cook's ginger-garlic paste", rec.Title, l.Name)
		}
	}
	if wordsStep(rec, "ginger garlic paste") == "" {
		t.Errorf("%s never cooks the paste:\n%s", rec.Title, genText(rec))
	}
}

func TestNothingRestsInALowOvenWhileItRoastsAt220(t *testing.T) {
	rec := wordsRecipe(t, "sirloin steak,potatoes,peppercorns,cream,butter", 10, 120)
	if hotOven(rec.Instructions) && strings.Contains(genText(rec), lowOven) {
		t.Errorf("%s keeps food warm in a low oven that roasts at 220°C:\n%s", rec.Title, genText(rec))
	}
	if !hotOven([]Step{{Text: "Heat the oven to 220°C (425°F)."}}) || hotOven([]Step{{Text: "Turn the oven on low (about 120°C / 250°F)."}}) {
		t.Error("hotOven misreads the oven's heat")
	}
}

func TestACrowdsFriedRiceScramblesItsEggsInBatches(t *testing.T) {
	rec := wordsRecipe(t, "cooked rice,eggs,frozen peas,spring onions,soy sauce", 18, 60)
	if !strings.Contains(rec.Title, "Fried Rice") {
		t.Fatalf("got %s, want fried rice", rec.Title)
	}
	if s := wordsStep(rec, "scramble"); !strings.Contains(s, "batches") {
		t.Errorf("got %q, want the crowd's eggs scrambled in batches", s)
	}
}

func TestChocolateForACrowdMeltsOverAPanNotAnEightLitrePot(t *testing.T) {
	rec, err := Generate(Request{Pantry: strings.Split("dark chocolate,butter,eggs,sugar,cream", ","), Servings: 20, Meal: "dessert"})
	if err != nil {
		t.Fatal(err)
	}
	if wordsStep(rec, "simmering water") == "" {
		t.Skipf("%s melts nothing over water", rec.Title)
	}
	for _, e := range rec.Equipment {
		if strings.Contains(e, "8 L") && !strings.Contains(genText(rec), "pot") {
			t.Errorf("%s lists %q for a bowl over simmering water", rec.Title, e)
		}
	}
}
