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
	sep := ", "
	if strings.Contains(pantry, "|") {
		sep = "|" // lines that hold commas of their own
	}
	req := Request{Pantry: strings.Split(pantry, sep), Cuisine: cuisine, Servings: servings, TimeAvailable: minutes}
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

// Review 30 (25): instant ramen (written "ramen noodles (instant, 2 packs)"), eggs, corn,
// butter and miso for two in 15 minutes are miso butter corn ramen: the miso is the
// broth, the corn warms in it, a pat of butter melts on top, a soft egg halved over;
// never yakisoba that leaves the corn and butter out.
func TestR30MisoButterCornRamen(t *testing.T) {
	for _, pantry := range []string{
		"ramen noodles (instant, 2 packs)|eggs|scallions|frozen corn|butter|miso",
		"2 packs instant ramen|2 eggs|canned corn|butter|white miso",
	} {
		rec := r30gen(t, pantry, "japanese", 2, 15)
		if !strings.Contains(rec.Title, "Miso Butter Corn Ramen") || rec.Timing.TotalMinutes > 15 {
			t.Errorf("%s: %s in %d minutes, want miso butter corn ramen within 15\n%s", pantry, rec.Title, rec.Timing.TotalMinutes, recipeText(rec))
		}
		r30unused(t, rec, "ramen", "egg", "corn", "butter", "miso", "scallion")
		r30match(t, rec, `(?s)cook for 3 minutes.*off the heat, whisk the miso.*pat of the butter`, `(?i)yakisoba|seasoning sachets from`)
	}
}

// Review 30 (28): glutinous rice flour, mango and coconut milk for a Thai vegan request
// are bua loy (the flour's balls in warm sweet coconut milk, mango on top), within the
// hour and with the pantry's coconut milk, never a British fool; and a coconut-cream
// fool in a timed request never asks for an overnight chill.
func TestR30BuaLoyFromGlutinousRiceFlour(t *testing.T) {
	for _, pantry := range []string{
		"glutinous rice flour, mango, coconut milk, sugar, salt",
		"sweet rice flour, 2 ripe mangoes, 1 can coconut milk, palm sugar",
	} {
		rec := r30gen(t, pantry, "thai", 4, 60, "vegan")
		if !strings.Contains(rec.Title, "Bua Loy") || rec.Cuisine != "thai" || rec.Timing.TotalMinutes > 60 {
			t.Errorf("%s: %s (%s) in %d minutes, want Thai bua loy within the hour\n%s", pantry, rec.Title, rec.Cuisine, rec.Timing.TotalMinutes, recipeText(rec))
		}
		r30unused(t, rec, "flour", "mango", "coconut")
		r30match(t, rec, `(?s)boiling water.*coconut milk`, `(?i)overnight|british|coconut cream`)
	}
	rec := r30gen(t, "mango, coconut cream, sugar", "", 4, 60, "vegan")
	r30match(t, rec, "", `(?i)overnight`)
	if rec.Timing.TotalMinutes > 60 {
		t.Errorf("%s takes %d minutes of 60", rec.Title, rec.Timing.TotalMinutes)
	}
}

// Review 30 (20): pulled pork buns use the pantry's coleslaw mix as a quick vinegar
// slaw on the bun; the pork is rubbed and the pot it braises in is named.
func TestR30PulledPorkSlaw(t *testing.T) {
	for _, pantry := range []string{
		"pork shoulder (4 lb), bbq sauce, brown sugar, apple cider vinegar, burger buns, coleslaw mix",
		"3 lb pork butt, barbecue sauce, hamburger buns, shredded cabbage, paprika",
	} {
		rec := r30gen(t, pantry, "american", 12, 480)
		if !strings.Contains(rec.Title, "Pulled Pork") {
			t.Errorf("%s: %s, want pulled pork", pantry, rec.Title)
		}
		r30unused(t, rec, "slaw", "cabbage", "vinegar", "sugar")
		r30match(t, rec, `(?s)rub it all over.*Put the pork in a (large stockpot|Dutch oven).*quick slaw.*top with the slaw`, `in the pot,`)
	}
}

// Review 30 (21): the cook's cornstarch beside tofu crisps the tofu (or thickens a
// stir-fry's sauce); it is never left out as "one starch is enough".
func TestR30CornstarchCrispsTofu(t *testing.T) {
	for _, pantry := range []string{
		"a block of firm tofu, broccoli, soy sauce, cornstarch, garlic, ginger, brown rice",
		"extra firm tofu, green beans, soy sauce, corn starch, garlic, jasmine rice",
	} {
		rec := r30gen(t, pantry, "chinese", 2, 30, "vegan")
		r30unused(t, rec, "corn")
		r30match(t, rec, `(?i)tofu in the cornstarch|cornstarch, stirred into`, `Stir in the cornstarch\.`)
	}
}

// Review 30 (08): honey beside miso and mirin is a miso-honey glaze on the salmon,
// not kept back "for something sweet".
func TestR30MisoHoneyGlaze(t *testing.T) {
	for _, pantry := range []string{
		"4 salmon fillets, miso paste, mirin, honey, rice, cucumber",
		"cod fillets, white miso, mirin, maple syrup, sushi rice",
	} {
		rec := r30gen(t, pantry, "japanese", 4, 30)
		r30unused(t, rec, "honey", "maple", "mirin", "miso")
		r30match(t, rec, `miso with the mirin and (honey|maple syrup)`, "")
	}
}

// Review 30 (10): the cook's mint and cilantro both go into a bún (the dish names both),
// not mint left unused beside the cilantro.
func TestR30BunTakesAllItsHerbs(t *testing.T) {
	rec := r30gen(t, "rice noodles, 1 lb shrimp, bean sprouts, limes, fish sauce, mint, cilantro, peanuts", "vietnamese", 2, 30, "peanuts")
	r30unused(t, rec, "mint", "cilantro")
	r30match(t, rec, `(?i)mint`, `(?i)peanut \(|peanuts,`)
}

// Review 30 (03): "frozen peas and carrots" is the bag of both, not peas alone; the
// cook's two scallions both go in.
func TestR30PeasAndCarrotsAndScallions(t *testing.T) {
	if l := ParseLine("frozen peas and carrots"); l.Ingredient == nil || l.Ingredient.Name != "frozen mixed vegetables" {
		t.Errorf("frozen peas and carrots read as %+v", l.Ingredient)
	}
	rec := r30gen(t, "leftover rice, 3 eggs, frozen peas and carrots, soy sauce, 2 scallions, sesame oil", "chinese", 2, 20)
	r30unused(t, rec, "peas", "scallion")
	r30match(t, rec, `frozen mixed vegetables`, `\* 1 scallion`)
	if !strings.Contains(rec.Title, "Fried Rice") || rec.Timing.TotalMinutes > 20 {
		t.Errorf("%s in %d minutes, want fried rice within 20", rec.Title, rec.Timing.TotalMinutes)
	}
}

// Review 30 (27): pan con tomate is finished with olive oil (bought when the pantry has
// only butter), and the baguette is sliced before it is toasted.
func TestR30PanConTomateOliveOil(t *testing.T) {
	rec := r30gen(t, "shrimp, butter, garlic, parsley, lemon, crusty bread", "spanish", 4, 20, "shellfish")
	if !strings.Contains(rec.Title, "Pan con Tomate") {
		t.Skipf("%s, not pan con tomate", rec.Title)
	}
	r30match(t, rec, `(?s)olive oil.*Cut the baguette .*slices`, `(?i)spread the toasted baguette with the butter|butter \(`)
}

// Review 30 (18): banana bread is baked in a 23 x 13 cm (9 x 5 in) loaf tin for 55–65
// minutes, even short of time (then sliced warm after 5 minutes), never spread in a
// 9 x 13 tin and cut into squares.
func TestR30BananaBreadInALoafTin(t *testing.T) {
	for _, minutes := range []int{75, 0} {
		rec := r30gen(t, "3 overripe bananas, flour, sugar, 1 egg, butter, baking soda, walnuts", "american", 10, minutes, "tree-nuts")
		if !strings.Contains(rec.Title, "Banana Bread") {
			t.Errorf("%d minutes: %s, want banana bread", minutes, rec.Title)
			continue
		}
		r30match(t, rec, `(?s)23 x 13 cm \(9 x 5 in\) loaf tin.*55–65 minutes`, `9 x 13|squares`)
	}
}

// Review 30 (01): the pantry's olive oil fries a Greek omelette rather than butter being
// bought; six eggs for four are two 3-egg omelettes in the 20 cm pan, shared.
func TestR30OmeletteOliveOilAndTwoPans(t *testing.T) {
	rec := r30gen(t, "6 eggs, a block of feta, a bag of spinach, 1 onion, olive oil", "greek", 4, 30)
	for _, m := range rec.MissingIngredients {
		if strings.Contains(m, "butter") {
			t.Errorf("%s buys butter beside the cook's olive oil", rec.Title)
		}
	}
	r30unused(t, rec, "olive oil", "egg", "feta", "spinach")
	if strings.Contains(rec.Title, "Omelette") {
		r30match(t, rec, `Make 2 omelettes one after another, 3 eggs each`, `until it foams|cut it into 4`)
	}
}

// Review 30 (22): a tagine's ras el hanout is measured to the lamb (about 1 tbsp to
// 500 g, not 1 1/4 tsp for a kilo), with garlic and ginger in its base.
func TestR30TagineSpicedToTheLamb(t *testing.T) {
	rec := r30gen(t, "lamb shoulder, dried apricots, chickpeas, ras el hanout, couscous, onion, cinnamon stick", "middle-eastern", 6, 180)
	for _, l := range rec.Ingredients {
		if l.Name == "ras el hanout" && l.Grams < 11 {
			t.Errorf("%s: %s for about 1 kg of lamb", rec.Title, l.Text)
		}
	}
	r30match(t, rec, `(?s)garlic.*ginger`, "")
	r30unused(t, rec, "ras el hanout", "apricot", "chickpea", "cinnamon")
}
