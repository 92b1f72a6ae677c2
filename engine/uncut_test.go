package engine

import (
	"regexp"
	"strings"
	"testing"
)

// knifeOnPowder finds a knife's work on a food bought ground: "mince the garlic powder",
// "1/2 tsp garlic powder, minced".
var knifeOnPowder = regexp.MustCompile(`(?i)\b(mince|chop|crush|slice|dice|grate|peel|smash)\w*( and \w+)?( \w+ly)? the (soft )?(garlic powder|ground ginger|onion powder)|(garlic powder|ground ginger|onion powder)[^.;]*?(, |\()(minced|chopped|crushed|sliced|grated|peeled|skins on)|(garlic powder|ground ginger) out of its skin`)

// A swap of a fresh food for its powder takes the knife work with it: from the line,
// from the prep lists, and from a step that did nothing else, in every dish that has
// the fresh food cut some way.
func TestSwapToPowderDropsTheKnife(t *testing.T) {
	cases := []struct{ pantry, cuisine, food string }{
		{"spaghetti,ground beef,canned tomatoes,onion,garlic,parmesan", "italian", "garlic"},
		{"red lentils,onion,garlic,cumin seeds,ghee,tomatoes", "indian", "garlic"},
		{"garlic,olive oil,chicken drumsticks,lemon", "greek", "garlic"},
		{"chicken breast,broccoli,soy sauce,rice,garlic,ginger", "chinese", "garlic"},
		{"chicken thighs,yogurt,garam masala,onion,garlic,ginger", "indian", "ginger"},
		{"tofu,bok choy,ginger,rice noodles,garlic", "japanese", "ginger"},
	}
	swapped := 0
	for _, c := range cases {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ","), Cuisine: c.cuisine, Servings: 4})
		if err != nil {
			t.Fatalf("%s: %v", c.pantry, err)
		}
		d := roundTrip(t, rec)
		out, err := SuggestSubstitute(c.food, Rules{}, &d)
		if err != nil {
			continue
		}
		if !strings.Contains(out.Changes[0].To, "powder") && !strings.Contains(out.Changes[0].To, "ground") {
			continue // the stand-in was another fresh food
		}
		swapped++
		text := stepsText(out.Steps)
		for _, l := range out.Ingredients {
			text += l.Text + ". "
		}
		if m := knifeOnPowder.FindString(text); m != "" {
			t.Errorf("%s, %s swapped: got %q in %s", rec.Title, c.food, m, text)
		}
		for _, s := range out.Steps {
			if strings.TrimSpace(strings.TrimPrefix(strings.TrimSuffix(s.Text, "."), "Prep:")) == "" || strings.Contains(s.Text, "; .") {
				t.Errorf("%s: an empty step or clause left: %q", rec.Title, s.Text)
			}
		}
	}
	if swapped < 3 {
		t.Errorf("got %d swaps to a powder, want at least 3", swapped)
	}
}

func TestWithoutKnifeWork(t *testing.T) {
	cases := []struct{ text, name, want string }{
		{"Prep: dice the carrots; mince the garlic powder.", "garlic powder", "Prep: dice the carrots."},
		{"Prep: mince the garlic powder.", "garlic powder", ""},
		{"Heat the oven. Meanwhile, pat the chicken dry; crush the garlic powder lightly with the flat of a knife, leaving the skins on.", "garlic powder",
			"Heat the oven. Meanwhile, pat the chicken dry."},
		{"Add the garlic powder for the last minute, until fragrant.", "garlic powder", "Add the garlic powder for the last minute, until fragrant."},
		{"Peel and finely grate the ground ginger; slice the onion.", "ground ginger", "Slice the onion."},
	}
	for _, c := range cases {
		if got := withoutKnifeWork(c.text, c.name); got != c.want {
			t.Errorf("withoutKnifeWork(%q): got %q, want %q", c.text, got, c.want)
		}
	}
}
