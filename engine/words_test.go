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
