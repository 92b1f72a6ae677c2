package engine

import (
	"slices"
	"strings"
	"testing"
)

// chooseCase is a pantry from the last cook review and what a cook would make of it:
// words the title holds, words it must not hold, and the signature foods the list holds
// (each "a/b": one of them), every one of them used by a step.
type chooseCase struct {
	pantry   string
	cuisine  string
	meal     string
	servings int
	minutes  int
	rules    string
	title    string // "|" separates acceptable title words (case-insensitive)
	notTitle string // "|" separates words the title must not hold
	sig      string // ", " separates foods the list holds; "/" separates stand-ins
}

var chooseCases = []chooseCase{
	// Com suon: lemongrass pork chops over broken rice, not a Japanese teriyaki.
	{"pork chops, lemongrass, fish sauce, broken rice, garlic, sugar", "vietnamese", "", 4, 30, "",
		"lemongrass", "teriyaki", "pork chop, lemongrass, fish sauce, broken rice/jasmine rice, sugar"},
	// Bulgogi: the Asian pear is grated into the marinade.
	{"beef sirloin, asian pear, soy sauce, garlic, sesame oil, rice, scallions, sugar", "korean", "", 4, 40, "",
		"bulgogi", "", "sirloin steak, pear, soy sauce, garlic, sesame oil"},
	{"beef sirloin, asian pear, soy sauce, garlic, sesame oil, rice, scallions, sugar", "korean", "", 4, 40, "sesame",
		"bulgogi", "", "sirloin steak, pear, soy sauce, garlic"},
	// Kung pao: dried chilies and peanuts in the wok; without peanuts it is not called kung pao.
	{"chicken breast, dried chilies, peanuts, soy sauce, rice vinegar, garlic, ginger, scallions, rice", "chinese", "", 4, 30, "",
		"kung pao", "", "chicken breast, red pepper flakes/dried chilies, peanuts"},
	{"chicken breast, dried chilies, peanuts, soy sauce, rice vinegar, garlic, ginger, scallions, rice", "chinese", "", 4, 30, "peanuts",
		"chicken", "kung pao", "chicken breast, red pepper flakes/dried chilies"},
	// Tom kha gai: galangal, lemongrass, lime leaves, coconut milk, fish sauce, lime.
	{"chicken thighs, galangal, lemongrass, kaffir lime leaves, coconut milk, fish sauce, lime, mushrooms", "thai", "", 4, 40, "",
		"tom kha", "curry", "chicken thigh, galangal, lemongrass, lime leaves, coconut milk, fish sauce, lime"},
	// A Japanese breakfast: grilled salmon, rice, a miso soup with the tofu and wakame.
	{"salmon, rice, miso, silken tofu, wakame", "japanese", "", 1, 0, "",
		"japanese breakfast", "glaze", "salmon, white rice, miso, silken tofu, wakame"},
	// Hoisin pork and green beans, stir-fried in 20 minutes.
	{"pork tenderloin, green beans, hoisin sauce, garlic, rice", "chinese", "", 4, 20, "",
		"hoisin", "kung pao", "pork tenderloin, green beans, hoisin sauce, garlic, white rice"},
	// Yu xiang qiezi: fish-fragrant aubergine in chili bean paste, vegan.
	{"chinese eggplant, doubanjiang, garlic, ginger, scallions, soy sauce, rice vinegar, sugar, rice", "chinese", "", 4, 0, "vegan",
		"fish-fragrant|yu xiang", "", "eggplant, chili bean paste, garlic, ginger, rice vinegar, sugar"},
	// Butternut squash is the curry's main, not left over.
	{"butternut squash, red curry paste, coconut milk, onion, garlic, jasmine rice, lime", "thai", "", 6, 0, "vegan",
		"butternut squash|squash", "", "butternut squash, coconut milk, jasmine rice"},
	// The onion-soup-mix brisket, braised in the oven.
	{"beef brisket, lipton onion soup mix, carrots, potatoes", "american", "", 10, 0, "",
		"brisket", "", "beef brisket, onion soup mix"},
}

// A pantry the catalogue knows a dish for makes that dish, with its signature.
func TestChooseTheDishACookWouldChoose(t *testing.T) {
	for _, c := range chooseCases {
		req := Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Meal: c.meal, Servings: c.servings,
			TimeAvailable: c.minutes}
		addRules(&req, c.rules)
		rec, err := Generate(req)
		if err != nil {
			t.Errorf("%s [%s]: %v", c.pantry, c.rules, err)
			continue
		}
		title := strings.ToLower(rec.Title)
		has := func(w string) bool { return w != "" && strings.Contains(title, w) }
		if !slices.ContainsFunc(strings.Split(c.title, "|"), has) {
			t.Errorf("%s [%s]: got %q, want a title with %q\n%s", c.pantry, c.rules, rec.Title, c.title, recipeText(rec))
			continue
		}
		if slices.ContainsFunc(strings.Split(c.notTitle, "|"), has) {
			t.Errorf("%s [%s]: got %q, want no %q in the title", c.pantry, c.rules, rec.Title, c.notTitle)
		}
		for _, sig := range strings.Split(c.sig, ", ") {
			if !slices.ContainsFunc(rec.Ingredients, func(l RecipeLine) bool {
				return slices.Contains(strings.Split(sig, "/"), l.Name)
			}) {
				t.Errorf("%s [%s]: %q holds no %s\n%s", c.pantry, c.rules, rec.Title, sig, recipeText(rec))
			}
		}
		if c.minutes > 0 && rec.Timing.TotalMinutes > c.minutes {
			t.Errorf("%s: %q takes %d minutes, want at most %d", c.pantry, rec.Title, rec.Timing.TotalMinutes, c.minutes)
		}
		if msg := checkRecipe(req, rec); msg != "" {
			t.Errorf("%s [%s]: %s\n%s", c.pantry, c.rules, msg, recipeText(rec))
		}
		if msg := pantryAccounted(req, rec); msg != "" {
			t.Errorf("%s [%s]: %s", c.pantry, c.rules, msg)
		}
		if msg := leftMain(req, rec); msg != "" {
			t.Errorf("%s [%s]: %q %s", c.pantry, c.rules, rec.Title, msg)
		}
	}
}
