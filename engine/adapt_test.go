package engine

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// adaptCase is a pantry's dish moved to another method as a cook would, or refused for
// the reason a cook would give.
type adaptCase struct {
	pantry, cuisine string
	title           string // the dish the pantry makes; another dish skips the row
	method          string
	refuse          string   // the refusal's reason holds this ("" : it adapts)
	want, notWant   []string // in the steps, lower-cased
	before          [2]string
}

var adaptCases = []adaptCase{
	// A cheese-sauce bake is cooked food under a roux sauce, not a stew: no slow cooker,
	// and on the stovetop the sauce goes over and the cheese melts under a lid.
	{pantry: "cauliflower,cheddar,milk,butter,flour", title: "Cheese", method: "slow-cooker", refuse: "flour-and-milk sauce"},
	{pantry: "cauliflower,cheddar,milk,butter,flour", title: "Cheese", method: "pressure-cooker", refuse: "flour-and-milk sauce"},
	{pantry: "cauliflower,cheddar,milk,butter,flour", title: "Cheese", method: "stovetop",
		want: []string{"whisk in the milk", "until the cheese on top has melted"}, notWant: []string{"packet", "oven", "bake"}},
	{pantry: "macaroni,cheddar,milk,butter,flour", title: "Mac", method: "slow-cooker", refuse: "pasta is the dish"},
	// A pork stir-fry in the air fryer: the onion goes in the basket, pork's own doneness.
	{pantry: "pork loin,broccoli,onion,soy sauce,rice", cuisine: "chinese", title: "Stir", method: "air-fryer",
		want: []string{"63°c / 145°f", "onion"}, notWant: []string{"poultry", "74°c", "add the onion and cook", "to the pan"}},
	// Carnitas: shredded after the slow cooker, never before; the tortillas are warmed, not
	// cooked as a packet says; seasoned to taste once.
	{pantry: "pork shoulder,tortillas,onion,lime", cuisine: "mexican", title: "Carnitas", method: "slow-cooker",
		notWant: []string{"packet", "season to taste."}, before: [2]string{"in the slow cooker", "shreds"}},
	{pantry: "pork shoulder,tortillas,onion,lime", cuisine: "mexican", title: "Carnitas", method: "pressure-cooker",
		notWant: []string{"packet", "open and season to taste"}, before: [2]string{"high pressure", "shreds"}},
	// Ribs braised for hours in a low oven are done in an air fryer in well under an hour.
	{pantry: "pork ribs,bbq sauce", title: "Ribs", method: "air-fryer", want: []string{"bbq sauce"}, notWant: []string{"the oven", "foil"}},
	// A wet batter is refused outside a pot of oil; stew bacon is not baked on a sheet.
	{pantry: "cod,beer,flour,potatoes", cuisine: "british", title: "Batter", method: "oven", refuse: "wet batter"},
	{pantry: "cod,beer,flour,potatoes", cuisine: "british", title: "Batter", method: "air-fryer", refuse: "wet batter"},
	{pantry: "beef chuck,bacon,carrots,onion,red wine", cuisine: "french", title: "Beef", method: "oven",
		want: []string{"bacon", "cover and bake"}, notWant: []string{"baking sheet", "lightly brushed"}},
	// Paella's rice cooks in the pot's stock whatever heats it: never "as the packet says",
	// never stirred into the sofrito before the browning; refused by a slow cooker.
	{pantry: "chicken thighs,chorizo,rice,peas", cuisine: "spanish", title: "Paella", method: "pressure-cooker",
		want: []string{"stir in the white rice", "for 6 minutes"}, notWant: []string{"packet"}, before: [2]string{"brown the chicken", "stir in the white rice"}},
	{pantry: "chicken thighs,chorizo,rice,peas", cuisine: "spanish", title: "Paella", method: "oven",
		want: []string{"has taken up the liquid"}, notWant: []string{"packet", "45 minutes"}},
	{pantry: "chicken thighs,chorizo,rice,peas", cuisine: "spanish", title: "Paella", method: "slow-cooker", refuse: "rice cooks in the pot"},
	// Pho: the cooker makes the broth; the raw steak, sprouts and noodles wait in the bowls.
	{pantry: "beef sirloin,rice noodles,bean sprouts,beef broth,star anise", cuisine: "vietnamese", title: "Pho", method: "pressure-cooker",
		want: []string{"lay the raw sirloin steak on the rice noodles"}, notWant: []string{"packet", "brown the sirloin", "add the bean sprouts"}},
	// Clams bake covered in a hot oven for minutes, not braised for 45.
	{pantry: "clams,white wine,garlic,butter", title: "Clams", method: "oven",
		want: []string{"shells have opened", "in the butter"}, notWant: []string{"45 minutes", "in the oil"}},
	// Fried rice roasts spread on a sheet pan with its rice; a basket or fried noodles are refused.
	{pantry: "rice,eggs,frozen peas,soy sauce,scallions", cuisine: "chinese", title: "Fried Rice", method: "air-fryer", want: []string{"every 4 minutes", "tin", "scallion"}},
	{pantry: "rice,eggs,frozen peas,soy sauce,scallions", cuisine: "chinese", title: "Fried Rice", method: "oven", want: []string{"egg, white rice and frozen peas"}},
	{pantry: "rice noodles,shrimp,eggs,peanuts,bean sprouts", cuisine: "thai", title: "Pad Thai", method: "oven", refuse: "rice noodles are fried"},
	// A curry's paste is fried in the browning fat; seasoned to taste once, the rice beside it.
	{pantry: "chicken thighs,coconut milk,curry paste,rice,onion", cuisine: "thai", title: "Curry", method: "slow-cooker",
		want: []string{"stir in the thai curry paste for the last minute", "cook the white rice"}, notWant: []string{"season to taste."}},
	{pantry: "chicken thighs,coconut milk,curry paste,rice,onion", cuisine: "thai", title: "Curry", method: "pressure-cooker",
		notWant: []string{"then release the rest, then open", "curry paste go"}},
	// The meat lifted out to soften the onion goes back in; nothing served is "sautéed".
	{pantry: "beef chuck,potatoes,carrots,onion,beef broth", title: "Pot Roast", method: "pressure-cooker",
		want: []string{"return the beef chuck to the pot"}, notWant: []string{"sauté setting. fish out"}},
	// A roast whose bird the steps call "the bird" is refused rather than half moved.
	{pantry: "whole chicken,potatoes,lemon,garlic", title: "Chicken", method: "air-fryer", refuse: "whole chicken"},
	// The glaze a prep step whisked is brushed on in the air fryer.
	{pantry: "chicken wings,flour,vegetable oil", title: "Wings", method: "air-fryer", want: []string{"brush the glaze"}},
}

func TestAdaptAsACook(t *testing.T) {
	long := regexp.MustCompile(`for (\d+) minutes`)
	for _, c := range adaptCases {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ","), Cuisine: c.cuisine, Servings: 4, TimeAvailable: 600})
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		if !strings.Contains(rec.Title, c.title) {
			t.Logf("%s makes %s now, not a %s dish: row skipped", c.pantry, rec.Title, c.title)
			continue
		}
		out, err := AdaptMethod(roundTrip(t, rec), c.method)
		if c.refuse != "" {
			if err == nil || !strings.Contains(err.Error(), c.refuse) {
				t.Errorf("%s -> %s: want a refusal with %q, got %v", rec.Title, c.method, c.refuse, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s -> %s: %v", rec.Title, c.method, err)
			continue
		}
		text := strings.ToLower(stepsText(out.Steps))
		for _, w := range c.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s -> %s: no %q in\n%s", rec.Title, c.method, w, text)
			}
		}
		for _, w := range c.notWant {
			if strings.Contains(text, w) {
				t.Errorf("%s -> %s: %q in\n%s", rec.Title, c.method, w, text)
			}
		}
		if c.before[0] != "" {
			a, b := strings.Index(text, c.before[0]), strings.Index(text, c.before[1])
			if a < 0 || b < 0 || a > b {
				t.Errorf("%s -> %s: want %q before %q in\n%s", rec.Title, c.method, c.before[0], c.before[1], text)
			}
		}
		if c.method == "air-fryer" || c.method == "grill" {
			for _, m := range long.FindAllStringSubmatch(text, -1) {
				if n, _ := strconv.Atoi(m[1]); n > 60 {
					t.Errorf("%s -> %s: %s minutes in one go", rec.Title, c.method, m[1])
				}
			}
		}
	}
}
