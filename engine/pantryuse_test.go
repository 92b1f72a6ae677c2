package engine

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// Cooks mark a recipe down for a pantry item it leaves unused where a cook would have
// used it ("why did I list the smoked paprika?"): the chops are rubbed with it, the
// palm sugar balances the fish sauce, the cauliflower rice is the bed of the curry, the
// gravy granules make the roast's gravy.
func TestPantryItemsFindTheirSlot(t *testing.T) {
	checkTextCases(t, []textCase{
		// a whole chop or steak seared in a skillet is rubbed with the cook's spice
		{pantry: "pork chop, smoked paprika, garlic, potato", minutes: 40, want: `Season the pork chop with the smoked paprika`, never: `unused: smoked paprika`},
		{pantry: "lamb chops, cumin, smoked paprika", minutes: 40, want: `Season the lamb chops with the cumin and smoked paprika, salt and pepper, then cook them`, never: `unused: (cumin|smoked paprika)`},
		{pantry: "pork chops, paprika, green beans", cuisine: "american", minutes: 40, want: `(?i)pork chop.*paprika`, never: `unused: paprika`},
		// a curry takes all the cook's Indian jars, past the count of bought ones
		{pantry: "chicken thighs, ground coriander, canned tomatoes, garlic, turmeric, cumin, chili powder", cuisine: "indian", minutes: 90,
			want: `Stir in the cumin, turmeric, ground coriander and chili powder`, never: `unused: (ground coriander|chili powder)`},
		{pantry: "chickpeas, chili powder, ground coriander, turmeric, cumin", cuisine: "indian", minutes: 45, never: `unused: (chili powder|ground coriander)`},
		// kofta takes the allspice and parsley of a Middle Eastern pantry
		{pantry: "ground lamb, allspice, parsley, onion, pita", cuisine: "middle-eastern", minutes: 60, want: `allspice`, never: `unused: (allspice|parsley)`},
		{pantry: "ground beef, allspice, parsley, cumin, couscous, yogurt", cuisine: "middle-eastern", minutes: 60, never: `unused: (allspice|parsley|cumin)`},
		// a cumin and coriander lamb stew is served with the rice
		{pantry: "lamb shoulder, cumin, coriander, onion, rice", minutes: 180, want: `with the white rice`, never: `unused: rice`},
		{pantry: "beef brisket, rice, beef stock, thyme", minutes: 180, want: `start the white rice`, never: `unused: rice`},
		{pantry: "ground beef, kidney beans, canned tomatoes, chili powder, rice", minutes: 150, want: `with the white rice`, never: `unused: rice`},
		{pantry: "beef chuck, onion, carrot, beef stock, crusty bread", minutes: 180, want: `with the baguette`, never: `unused: crusty bread`},
		// palm sugar balances the fish sauce of a Thai dish
		{pantry: "chicken thighs, coconut milk, palm sugar, fish sauce, thai red curry paste", cuisine: "thai", minutes: 40,
			want: `fish sauce and palm sugar`, never: `unused: palm sugar`},
		{pantry: "pork mince, rice, ginger, red curry paste, palm sugar", cuisine: "thai", minutes: 30, want: `palm sugar`, never: `unused: palm sugar`},
		{pantry: "beef steak, rice noodles, palm sugar, fish sauce, lime", cuisine: "thai", minutes: 40, want: `palm sugar`, never: `unused: palm sugar`},
		// the cauliflower rice is the bed of a stir-fry or curry, bought riced: never pulsed
		{pantry: "beef steak, cauliflower rice, soy sauce, broccoli, garlic", minutes: 30, want: `over the cauliflower`, never: `unused: cauliflower rice|pulse the cauliflower|cauliflower into florets`},
		{pantry: "chicken thighs, cauliflower rice, curry paste, coconut milk", minutes: 40, want: `cook the cauliflower, stirring`, never: `unused: cauliflower rice|pulse the cauliflower`},
		{pantry: "beef chuck, cauliflower rice, curry powder, red onion", minutes: 150, want: `cauliflower`, never: `unused: cauliflower rice|pulse the cauliflower`},
		// a dal's tadka blooms all the cook's Indian jars; cauliflower rice is fried to serve beside it
		{pantry: "red lentils, cauliflower rice, ground coriander, spinach, cumin", cuisine: "indian", minutes: 60,
			want: `fry the cauliflower[^.]*until just tender`, never: `unused: (cauliflower rice|ground coriander|cumin)`},
		{pantry: "red lentils, basmati rice, cauliflower, ground coriander", minutes: 30, never: `unused: ground coriander`},
		{pantry: "chicken thighs, cauliflower rice, butter, canned tomatoes, cream, garam masala, cumin, paprika", cuisine: "indian", minutes: 60,
			want: `Serve hot with the cauliflower`, never: `unused: (cauliflower rice|cumin|paprika)`},
		// gravy granules make the gravy of a roast while the meat rests
		{pantry: "whole chicken, potatoes, carrots, gravy granules", minutes: 120, want: `While it rests, make the gravy: whisk the gravy granules`, never: `unused: gravy granules`},
		{pantry: "pork tenderloin, potatoes, gravy granules, carrots", minutes: 120, want: `make the gravy`, never: `unused: gravy granules`},
		{pantry: "sausages, carrots, red onion, gravy granules", minutes: 120, want: `(?i)make the gravy`, never: `unused: gravy granules`},
		// lamb chops asked Middle Eastern take its sumac and allspice, whatever the dish is called
		{pantry: "lamb chops, rice, cumin, allspice, mint, sumac", cuisine: "middle-eastern", minutes: 90, want: `Season the lamb chops with the cumin, allspice and sumac`, never: `unused: (allspice|sumac|cumin)`},
		// a bay leaf goes into a simmering pot, never onto a seared chop
		{pantry: "sausages, thyme, bay leaves", minutes: 60, want: `Fish out the bay leaves`, never: `unused: bay leaves`},
		{pantry: "pork chops, bay leaves, smoked paprika, potatoes", minutes: 40, never: `(?i)season the pork chop with the[^.]*bay`},
		// a fried egg from the cook's box tops a Korean or Thai plate of rice
		{pantry: "pork shoulder, soy sauce, eggs, gochujang, sesame oil, rice", minutes: 60, want: `Finish each portion with a fried egg`, never: `unused: eggs`},
		{pantry: "steak, courgette, soy sauce, eggs, rice", cuisine: "korean", minutes: 40, want: `(?i)egg`, never: `unused: eggs`},
		{pantry: "beef mince, rice, courgette, gochujang, eggs", cuisine: "korean", minutes: 40, want: `zucchini`, never: `unused: (eggs|courgette)`},
		// but not where it would run over the time
		{pantry: "cooked rice, bacon, eggs, peas", servings: 2, minutes: 10, rules: "", never: `Fry the eggs in a little oil`},
		// what stays out says why, plainly
		{pantry: "chicken thighs, curry powder, onion, coconut milk, custard powder", minutes: 45, want: `unused: custard powder`},
		{pantry: "steak, courgette, soy sauce, cajun seasoning, rice", cuisine: "korean", minutes: 40, want: `unused: cajun seasoning`},
		// already used before this lane, kept so they stay so
		{pantry: "bagel, eggs, cream cheese", meal: "breakfast", minutes: 20, want: `bagel`, never: `unused: (eggs|bagel)`},
		{pantry: "bagel, eggs, smoked salmon, cream cheese", minutes: 20, never: `unused: (eggs|bagel)`},
		{pantry: "apples, flour, butter, sugar, custard powder, milk", meal: "dessert", minutes: 60, want: `with the hot custard`, never: `unused: custard powder`},
		{pantry: "ground beef, taco shells, salsa, cheddar", minutes: 30, never: `unused: salsa`},
		{pantry: "chicken breast, flour tortillas, salsa, onion, red pepper", minutes: 30, never: `unused: salsa`},
		{pantry: "chicken breast, mushrooms, red onion, cream, garlic", minutes: 40, never: `unused: (mushrooms|red onion)`},
		// what does not fit stays out: no cajun in a stir-fry, no custard in a curry
		{pantry: "venison steak, frozen peas, cajun seasoning", cuisine: "chinese", minutes: 40, never: `(?i)cajun seasoning and five-spice|five-spice powder and cajun`},
		{pantry: "chicken thighs, curry powder, onion, coconut milk, custard powder", minutes: 45, never: `(?i)custard powder.*(curry|simmer)`},
	})
}

// The note on an unused pantry item says why a cook leaves it out.
func TestUnusedPantrySaysWhy(t *testing.T) {
	for _, c := range []struct{ pantry, cuisine, name, want string }{
		{"chicken thighs, curry powder, onion, coconut milk, custard powder", "", "custard powder", "is savoury; keep it for a pudding or a bake"},
		{"ground beef, pasta, canned tomatoes, palm sugar, apple", "italian", "palm sugar", "is savoury; keep it for something sweet"},
		{"steak, courgette, soy sauce, cajun seasoning, rice", "korean", "cajun seasoning", "not needed for"},
		{"chicken thighs, rice, fish sauce, garlic, oregano", "chinese", "fish sauce", "does not belong in Chinese cooking"},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, TimeAvailable: 60})
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		i := slices.IndexFunc(rec.UnusedPantry, func(e Excluded) bool { return e.Name == c.name })
		if i < 0 {
			t.Errorf("%s: %s is used in %s; want it unused", c.pantry, c.name, rec.Title)
			continue
		}
		if why := rec.UnusedPantry[i].Reason; !strings.Contains(why, c.want) || !strings.HasSuffix(why, "keep it for another dish") && !strings.Contains(why, "keep it for") {
			t.Errorf("%s: got %q for the %s, want it to say %q", c.pantry, why, c.name, c.want)
		}
	}
}

// slotMiss says why a pantry item left unused had a place a cook would have used it in
// the recipe, or "" when it had none.
func slotMiss(rec *Recipe, cat *catDish, u Excluded) string {
	l := ParseLine(u.Name)
	in := l.Ingredient
	if in == nil || cat == nil {
		return ""
	}
	tech := cat.tech.name
	savoury := !slices.Contains(cat.meals, "dessert") && !slices.Contains(cat.meals, "baking") && cat.tech.method != "sweet"
	b, ok := cuisineBase[rec.Cuisine]
	spiceNone := cat.flavour.spices != nil && len(cat.flavour.spices) == 0
	steps := ""
	for _, s := range rec.Instructions {
		steps += s.Text + "\n"
	}
	switch {
	case savoury && ok && !spiceNone && in.Category == "spices-seasonings" && in.Is(RoleSpice) && !in.Has(FactStaple) &&
		(standsFor(in, b.marks) || standsFor(in, b.support)) && strings.Contains(steps, "Stir in the ") &&
		(in.Name != "bay leaf" || simmered[tech]):
		return "a spice of the dish's own cuisine, with a step that blooms spices"
	case in.Name == "cauliflower" && boughtRiced(&l) && cat.takesRice():
		return "cauliflower rice beside a dish served over rice"
	case in.Name == "gravy granules" && gravyRoasts[tech]:
		return "gravy granules beside a roast"
	case in.Category == "sweeteners" && (rec.Cuisine == "thai" || rec.Cuisine == "vietnamese") && savoury && strings.Contains(steps, "fish sauce"):
		return "a sugar beside the fish sauce"
	case savoury && (tech == "stew" || tech == "curry") && riceForBowls(in) && !slices.ContainsFunc(rec.Ingredients, func(r RecipeLine) bool {
		return r.Category == "grains-pasta" || r.Category == "bakery" || strings.Contains(r.Name, "potato") || r.Name == "cauliflower"
	}) && cat.starch.has(mustLookup("white rice")):
		return "rice beside a stew or curry that has no starch"
	}
	return ""
}

// Over many pantries of one cuisine's foods, an item the recipe leaves unused is one
// that has no natural place in it: a spice of the dish's cuisine is bloomed with the
// others, cauliflower rice is the bed, gravy granules the roast's gravy.
func TestPantryNaturalSlotsFilled(t *testing.T) {
	n := 600
	if testing.Short() {
		n = 150
	}
	misses, unused, items := 0, 0, 0
	var seen []string
	for _, req := range cohereRequests(n, 11) {
		rec, cat, err := generate(req)
		if err != nil {
			continue
		}
		items += len(req.Pantry)
		for _, u := range rec.UnusedPantry {
			unused++
			if why := slotMiss(rec, cat, u); why != "" {
				misses++
				if len(seen) < 8 {
					seen = append(seen, fmt.Sprintf("%s: %s left unused (%s) in %s", strings.Join(req.Pantry, ", "), u.Name, why, rec.Title))
				}
			}
		}
	}
	t.Logf("%d of %d pantry items unused; %d had a natural place:\n%s", unused, items, misses, strings.Join(seen, "\n"))
	if misses > items/200 {
		t.Errorf("got %d items unused that had a natural place (of %d), want at most %d:\n%s", misses, items, items/200, strings.Join(seen, "\n"))
	}
}

// cohereFoods are, by cuisine, pantries a cook of it keeps: mains, starches, and the
// flavourings and vegetables that go with them.
var cohereFoods = map[string][3][]string{
	"indian":         {{"chicken thighs", "lamb shoulder", "chickpeas", "ground lamb", "paneer", "red lentils"}, {"rice", "basmati rice", "naan", "potatoes", "cauliflower rice"}, {"cumin", "ground coriander", "turmeric", "garam masala", "chili powder", "cilantro", "ginger", "garlic", "onion", "yogurt", "canned tomatoes", "spinach", "cauliflower", "peas"}},
	"mexican":        {{"chicken thighs", "ground beef", "black beans", "pork shoulder", "shrimp", "beef chuck"}, {"rice", "tortillas", "corn tortillas"}, {"cumin", "chili powder", "smoked paprika", "oregano", "cilantro", "lime", "salsa", "sour cream", "jalapeno", "onion", "red pepper", "sweetcorn", "canned tomatoes", "avocado"}},
	"middle-eastern": {{"lamb shoulder", "ground lamb", "chicken thighs", "chickpeas", "lamb chops"}, {"rice", "couscous", "pita", "bulgur"}, {"cumin", "ground coriander", "allspice", "cinnamon", "sumac", "parsley", "mint", "lemon", "yogurt", "onion", "garlic", "aubergine", "tomatoes", "red onion"}},
	"thai":           {{"chicken thighs", "prawns", "tofu", "pork mince", "beef steak"}, {"jasmine rice", "rice noodles", "rice", "cauliflower rice"}, {"fish sauce", "palm sugar", "lime", "thai basil", "coriander leaves", "coconut milk", "red curry paste", "garlic", "ginger", "lemongrass", "red pepper", "green beans", "spring onions"}},
	"spanish":        {{"chorizo", "chicken thighs", "prawns", "chickpeas", "pork chops", "cod"}, {"rice", "crusty bread", "potatoes"}, {"smoked paprika", "bay leaves", "parsley", "garlic", "onion", "red pepper", "canned tomatoes", "lemon", "spinach"}},
	"british":        {{"beef chuck", "sausages", "chicken thighs", "lamb chops", "pork chops", "cod", "beef mince", "whole chicken"}, {"potatoes", "bread"}, {"thyme", "bay leaves", "gravy granules", "parsley", "onion", "carrots", "peas", "mushrooms", "worcestershire sauce", "leek"}},
	"italian":        {{"chicken breast", "italian sausage", "beef mince", "prawns", "cannellini beans"}, {"pasta", "spaghetti", "crusty bread"}, {"basil", "oregano", "parsley", "garlic", "onion", "chili flakes", "parmesan", "canned tomatoes", "courgette", "mushrooms", "spinach", "red onion"}},
	"greek":          {{"chicken thighs", "lamb chops", "ground lamb", "chickpeas", "prawns"}, {"rice", "pita", "potatoes", "orzo"}, {"oregano", "lemon", "feta", "dill", "parsley", "mint", "garlic", "red onion", "tomatoes", "cucumber", "courgette", "yogurt"}},
	"korean":         {{"beef mince", "pork shoulder", "tofu", "chicken thighs", "steak"}, {"rice", "sushi rice"}, {"gochujang", "soy sauce", "sesame oil", "garlic", "courgette", "spinach", "eggs", "spring onions", "carrot", "mushrooms", "kimchi"}},
	"american":       {{"pork chops", "chicken breast", "ground beef", "beef chuck", "salmon", "steak", "pork tenderloin"}, {"potatoes", "bread", "rice"}, {"smoked paprika", "garlic powder", "onion", "thyme", "red onion", "mushrooms", "bbq sauce", "green beans", "corn", "cheddar", "gravy granules"}},
}

// cohereRequests draws n dinner requests from cohereFoods, a third of them naming no cuisine.
func cohereRequests(n int, seed uint64) []Request {
	r := rand.New(rand.NewPCG(seed, seed))
	cs := make([]string, 0, len(cohereFoods))
	for c := range cohereFoods {
		cs = append(cs, c)
	}
	slices.Sort(cs)
	out := make([]Request, 0, n)
	for range n {
		c := cs[r.IntN(len(cs))]
		k := cohereFoods[c]
		p := []string{k[0][r.IntN(len(k[0]))]}
		if r.IntN(4) > 0 {
			p = append(p, k[1][r.IntN(len(k[1]))])
		}
		for range 2 + r.IntN(4) {
			if it := k[2][r.IntN(len(k[2]))]; !slices.Contains(p, it) {
				p = append(p, it)
			}
		}
		cu := c
		if r.IntN(3) == 0 {
			cu = ""
		}
		out = append(out, Request{Pantry: p, Cuisine: cu, TimeAvailable: []int{0, 30, 45, 60, 90, 120}[r.IntN(6)], Meal: "dinner"})
	}
	return out
}
