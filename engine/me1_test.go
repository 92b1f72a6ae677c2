package engine

import (
	"strings"
	"testing"
)

// Review 28's pantry words: each was "not a known ingredient", so the dish the pantry
// was for was missed.
func TestReview28PantryWords(t *testing.T) {
	for line, want := range map[string]string{
		"napa cabbage kimchi": "kimchi", "pad thai rice noodles": "rice noodles", "thin pork chops": "pork chop",
		"leftover ham bone with some meat": "ham", "Nestle Toll House semi-sweet chocolate chips": "chocolate chips",
		"ground chuck": "ground beef", "whole milk ricotta": "ricotta", "grated Parm": "parmesan", "thick bacon": "bacon",
		"Yukon golds": "potato", "part-skim mozzarella": "mozzarella",
		"thin-sliced beef for hot pot": "beef chuck", "can of Bumble Bee albacore": "canned tuna",
	} {
		l := ParseLine(line)
		if !l.Known || l.Ingredient.Name != want {
			t.Errorf("%q read as %q (known %v), want %s", line, l.Name, l.Known, want)
		}
	}
}

func TestReview28Dishes(t *testing.T) {
	for _, c := range []struct {
		req       Request
		title     string
		want, not []string
	}{
		{Request{Pantry: []string{"rice vermicelli", "thin pork chops", "lemongrass", "fish sauce", "romaine lettuce", "cucumber", "fresh mint"}, Cuisine: "vietnamese", Servings: 4, TimeAvailable: 45},
			"Bún Thịt Nướng", []string{"rinse them under cold water", "nước chấm", "Build the bowls"}, []string{"Serve with the pork"}},
		{Request{Pantry: []string{"leftover ham bone with some meat", "1 lb bag green split peas", "carrots", "celery", "onion", "bay leaves"}, Cuisine: "american", Servings: 8, TimeAvailable: 120},
			"Split Pea Soup with Ham", []string{"ham bone", "pull the meat off", "for 45 minutes"}, []string{"cut the ham", "vegetable broth"}},
		{Request{Pantry: []string{"pad thai rice noodles", "raw shrimp", "eggs", "bean sprouts", "roasted peanuts", "fish sauce", "limes", "tamarind paste"}, Cuisine: "thai", Servings: 2, TimeAvailable: 30, Rules: Rules{Allergies: []string{"peanuts"}}},
			"Pad Thai", []string{"eggs", "tamarind"}, []string{"peanuts,"}},
		{Request{Pantry: []string{"pork shoulder", "napa cabbage kimchi", "block of soft tofu", "onion", "scallions", "gochugaru"}, Cuisine: "korean", Servings: 4, TimeAvailable: 60},
			"Jjigae", []string{"kimchi"}, nil},
	} {
		r, err := Generate(c.req)
		if err != nil {
			t.Errorf("%v: %v", c.req.Pantry, err)
			continue
		}
		text := r.Title + "\n" + r.Summary
		for _, s := range r.Instructions {
			text += "\n" + s.Text
		}
		if !strings.Contains(r.Title, c.title) {
			t.Errorf("%v: title %q, want %q", c.req.Pantry, r.Title, c.title)
		}
		for _, w := range c.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s: missing %q:\n%s", r.Title, w, text)
			}
		}
		for _, w := range c.not {
			if strings.Contains(text, w) {
				t.Errorf("%s: holds %q:\n%s", r.Title, w, text)
			}
		}
	}
}

// Review 28's frozen shrimp were cooked as if thawed, and "1 lb" came back "453.6 g".
func TestFrozenSeafoodThawsAndPoundsStayPounds(t *testing.T) {
	r, err := Generate(Request{Pantry: []string{"1 lb frozen shrimp", "garlic", "smoked paprika", "olive oil", "baguette", "parsley"}, Cuisine: "spanish", Servings: 4, TimeAvailable: 20})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(r.Instructions[0].Text, "Thaw the frozen shrimp") {
		t.Errorf("first step %q does not thaw the shrimp", r.Instructions[0].Text)
	}
	for _, in := range r.Ingredients {
		if in.Name == "shrimp" && (in.Quantity != 1 || in.Unit != "lb") {
			t.Errorf("shrimp %v %q, want 1 lb", in.Quantity, in.Unit)
		}
	}
	if r.Timing.TotalMinutes > 20 {
		t.Errorf("%d minutes", r.Timing.TotalMinutes)
	}
}

// Review 28's sausage rolls squeezed bulk breakfast sausage "out of the skins" and used
// frozen pastry as if thawed.
func TestSausageRollsThawFrozenPastryAndKnowBulkSausage(t *testing.T) {
	r, err := Generate(Request{Pantry: []string{"1 lb pork breakfast sausage", "2 sheets frozen puff pastry", "egg", "dijon"}, Servings: 12, TimeAvailable: 90})
	if err != nil {
		t.Fatal(err)
	}
	text := ""
	for _, s := range r.Instructions {
		text += s.Text + "\n"
	}
	if !strings.Contains(text, "Thaw the frozen puff pastry") || strings.Contains(text, "skins") || strings.Contains(text, "thawed in the fridge if frozen") {
		t.Errorf("sausage rolls:\n%s", text)
	}
	if r.Timing.TotalMinutes > 90 {
		t.Errorf("%d minutes", r.Timing.TotalMinutes)
	}
}

// Frozen fish in an oven dish: the thaw, the oven and the cutting are one "meanwhile".
func TestThawAndOvenShareOneMeanwhile(t *testing.T) {
	r, err := Generate(Request{Pantry: []string{"2 frozen salmon fillets", "jasmine rice", "broccoli", "soy sauce", "honey", "garlic"}, Servings: 2, TimeAvailable: 40})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range r.Instructions {
		if strings.HasPrefix(s.Text, "Thaw the frozen") && strings.Count(s.Text, "Meanwhile") != 1 {
			t.Errorf("%q", s.Text)
		}
	}
}
