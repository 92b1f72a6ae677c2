package engine

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// r30gen makes a recipe for a review-30 style request and fails the test when it errors.
func r30gen(t *testing.T, pantry, cuisine string, servings, minutes int, rules ...string) *Recipe {
	t.Helper()
	req := Request{Pantry: strings.Split(pantry, ", "), Cuisine: cuisine, Servings: servings, TimeAvailable: minutes}
	addRules(&req, strings.Join(rules, ","))
	rec, err := Generate(req)
	if err != nil {
		t.Fatalf("%s: %v", pantry, err)
	}
	return rec
}

// r30unused fails when a pantry line holding any of names goes unused.
func r30unused(t *testing.T, rec *Recipe, names ...string) {
	t.Helper()
	for _, u := range rec.UnusedPantry {
		for _, n := range names {
			if strings.Contains(strings.ToLower(u.Name), n) {
				t.Errorf("%s leaves %s unused: %s\n%s", rec.Title, u.Name, u.Reason, recipeText(rec))
			}
		}
	}
}

// r30text is the recipe's whole text for matching.
func r30text(rec *Recipe) string { return recipeText(rec) }

func r30match(t *testing.T, rec *Recipe, want, notWant string) {
	t.Helper()
	txt := r30text(rec)
	if want != "" && !regexp.MustCompile(want).MatchString(txt) {
		t.Errorf("%s: want %q\n%s", rec.Title, want, txt)
	}
	if notWant != "" && regexp.MustCompile(notWant).MatchString(txt) {
		t.Errorf("%s: does not want %q\n%s", rec.Title, notWant, txt)
	}
}

// Review 30 (17): a cookie pantry for 24 is a batch of 24 chocolate chip cookies (a
// Toll House batch, two sheets, one bake) that fits 45 minutes, never pancakes that buy
// buttermilk; the brown sugar goes in.
func TestR30CookiePantryIsCookies(t *testing.T) {
	for _, c := range []struct {
		pantry   string
		servings int
	}{
		{"all-purpose flour, butter, sugar, 2 eggs, chocolate chips, brown sugar, vanilla, baking soda", 24},
		{"flour, unsalted butter, granulated sugar, eggs, semi-sweet chocolate chips, light brown sugar, vanilla extract, baking soda, salt", 24},
		{"all-purpose flour, butter, sugar, 2 eggs, chocolate chips, brown sugar, vanilla, baking soda", 18},
	} {
		rec := r30gen(t, c.pantry, "american", c.servings, 45)
		if !strings.Contains(rec.Title, "Cookies") || rec.Timing.TotalMinutes > 45 {
			t.Errorf("%s: %s in %d minutes, want cookies within 45", c.pantry, rec.Title, rec.Timing.TotalMinutes)
		}
		r30unused(t, rec, "sugar", "chocolate", "butter")
		r30match(t, rec, `into `+strconv.Itoa(c.servings)+` balls`, `buttermilk|pancake`)
	}
}

// Review 30 (19): almond flour, cocoa, eggs, maple syrup and coconut oil, gluten- and
// dairy-free, are almond-flour brownies sweetened with the maple syrup and made with
// the coconut oil, within 40 minutes (spread thinner a tin up), never a frittata.
func TestR30AlmondFlourBrownies(t *testing.T) {
	for _, pantry := range []string{
		"almond flour, cocoa powder, eggs, maple syrup, coconut oil",
		"almond flour, unsweetened cocoa powder, 3 eggs, honey, coconut oil, vanilla extract",
	} {
		rec := r30gen(t, pantry, "american", 9, 40, "gluten-free", "dairy-free")
		if !strings.Contains(rec.Title, "Brownies") || rec.Timing.TotalMinutes > 40 {
			t.Errorf("%s: %s in %d minutes, want brownies within 40\n%s", pantry, rec.Title, rec.Timing.TotalMinutes, recipeText(rec))
		}
		r30unused(t, rec, "almond", "cocoa", "egg", "maple", "honey", "coconut")
		r30match(t, rec, `(?i)bake`, `(?i)\bsugar \(|frittata`)
	}
}
