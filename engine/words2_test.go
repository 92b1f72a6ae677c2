package engine

import (
	"slices"
	"strings"
	"testing"
)

// Pantry lines as people type them on a phone (review 34): each was an unknown line,
// and the dish lost its main ingredient.
func TestPhoneTypedPantryLines(t *testing.T) {
	for _, c := range []struct {
		line, food string
		grams      float64 // 0: any
		prep       string  // a word the preparation or note keeps; "" for none checked
	}{
		{"bananas (3 v ripe)", "banana", 354, "ripe"},
		{"tofu (firm, 1 block)", "tofu", 400, ""},
		{"apples (bramley x4)", "apple", 728, "bramley"},
		{"mushrooms (chestnut 250g)", "mushroom", 250, "chestnut"},
		{"dark choc (200g)", "dark chocolate", 200, ""},
		{"pears (2 conference)", "pear", 0, ""},
		{"chickpeas x2 tins", "chickpeas", 500, ""},
		{"2x tins chickpeas", "chickpeas", 500, ""},
		{"cherry toms", "cherry tomato", 0, ""},
		{"mozz", "mozzarella", 0, ""},
		{"cukes", "cucumber", 0, ""},
		{"3 avos", "avocado", 450, ""},
		{"choc chips", "chocolate chips", 0, ""},
		{"mash potatoes", "mashed potatoes", 0, ""},
		{"pho rice noodles", "rice noodles", 0, ""},
		{"lamb stock", "beef broth", 0, "lamb stock"},
		{"ham stock", "chicken broth", 0, "ham stock"},
		{"pork stock", "chicken broth", 0, "pork stock"},
		{"fish stock", "dashi", 0, "fish stock"},
		{"1 litre lamb stock", "beef broth", 1014, "lamb stock"},
	} {
		l := ParseLine(c.line)
		if !l.Known || l.Ingredient.Name != c.food {
			t.Errorf("%q: got %q (known %v), want %q", c.line, l.Matched, l.Known, c.food)
			continue
		}
		if c.grams > 0 && (l.Grams < c.grams-1 || l.Grams > c.grams+1) {
			t.Errorf("%q: got %v g, want %v g", c.line, l.Grams, c.grams)
		}
		if c.prep != "" && !strings.Contains(l.Preparation+" "+l.Note, c.prep) {
			t.Errorf("%q: got preparation %q, note %q, want them to keep %q", c.line, l.Preparation, l.Note, c.prep)
		}
	}
}

// The phone readings are tried only on unknown lines: what was read before stays.
func TestPhoneWordsLeaveKnownLines(t *testing.T) {
	for _, c := range []struct{ line, food string }{
		{"chicken stock", "chicken broth"}, {"beef stock", "beef broth"}, {"veg stock", "vegetable broth"},
		{"pears", "pear"}, {"lime", "lime"}, {"eggs x6", "egg"},
	} {
		if l := ParseLine(c.line); !l.Known || l.Ingredient.Name != c.food {
			t.Errorf("%q: got %q, want %q", c.line, l.Matched, c.food)
		}
	}
	for _, line := range []string{"dragon stock", "tom yum paste x"} {
		if l := ParseLine(line); l.Known && l.Ingredient.Name == "chicken broth" {
			t.Errorf("%q: got %q, want it unknown", line, l.Matched)
		}
	}
}

// A word one slip from a food's word of five letters or more reads as that food, with a
// note saying so; a real word for another food, or a slip as near two foods, does not.
func TestSpellingSlipsReadAsTheFood(t *testing.T) {
	for _, c := range []struct{ line, food string }{
		{"brocoli", "broccoli"}, {"mozarella", "mozzarella"}, {"2 chedar", "cheddar"}, {"spinich", "spinach"},
		{"avacado", "avocado"}, {"zuchini", "zucchini"}, {"jalepeno", "jalapeno"}, {"tumeric", "turmeric"},
		{"parmesean", "parmesan"}, {"500g spagetti", "spaghetti"}, {"siracha", "sriracha"}, {"quinao", "quinoa"},
	} {
		l := ParseLine(c.line)
		if !l.Known || l.Ingredient.Name != c.food {
			t.Errorf("%q: got %q (known %v), want %q", c.line, l.Matched, l.Known, c.food)
			continue
		}
		if !strings.Contains(l.Note, "read as") {
			t.Errorf("%q: got note %q, want it to say what the word was read as", c.line, l.Note)
		}
	}
	for _, c := range []struct{ line, food string }{{"pears", "pear"}, {"chard", "swiss chard"}, {"lime", "lime"}} {
		if l := ParseLine(c.line); !l.Known || l.Ingredient.Name != c.food || l.Note != "" && strings.Contains(l.Note, "read as "+c.food) {
			t.Errorf("%q: got %q note %q, want %q as written", c.line, l.Matched, l.Note, c.food)
		}
	}
	for _, line := range []string{"charred", "lines", "line", "dragon eggs", "beens", "flurbleberry"} {
		if l := ParseLine(line); l.Known {
			t.Errorf("%q: got %q, want it unknown", line, l.Matched)
		}
	}
}

// The gluten words are the wheat allergy, and bring the gluten-free restriction with them.
func TestGlutenAllergyWords(t *testing.T) {
	for _, in := range []string{"gluten", "Coeliac", "celiac disease", "gluten allergy"} {
		if got, ok := Canonical(in, Allergens); !ok || got != "wheat" {
			t.Errorf("allergy %q: got %q %v, want wheat", in, got, ok)
		}
		if got := WithAllergyRestrictions([]string{"vegan"}, []string{in}); !slices.Equal(got, []string{"vegan", "gluten-free"}) {
			t.Errorf("allergy %q: got restrictions %v, want vegan and gluten-free", in, got)
		}
	}
	if got := WithAllergyRestrictions([]string{"gluten-free"}, []string{"wheat", "gluten"}); !slices.Equal(got, []string{"gluten-free"}) {
		t.Errorf("got %v, want gluten-free once", got)
	}
	if got := WithAllergyRestrictions(nil, []string{"wheat"}); len(got) != 0 {
		t.Errorf("wheat allergy: got restrictions %v, want none added", got)
	}
}

func BenchmarkSpellSlip(b *testing.B) {
	spellSlip("brocoli")
	for b.Loop() {
		spellSlip("mozarella")
	}
}

// A bracket holding the amount among its words gives the amount, also where the food
// outside it was read already: "lemons (2 unwaxed)" was lemons with no amount.
func TestBracketAmountAmongWords(t *testing.T) {
	for _, c := range []struct {
		line, food string
		grams      float64
		prep       string
	}{
		{"chicken thighs (skin on, 6)", "chicken thigh", 654, "skin on"},
		{"lemons (2 unwaxed)", "lemon", 168, "unwaxed"},
		{"eggs (free range, large, 6)", "egg", 303.6, "free range"},
		{"mince (beef 500g)", "ground beef", 500, ""},
		{"potatoes (1kg, floury)", "potato", 1000, "floury"},
		{"salmon (2 fillets, skin on)", "salmon", 340, "skin on"},
		{"bananas (3 v ripe)", "banana", 354, "very ripe"},
	} {
		l := ParseLine(c.line)
		if !l.Known || l.Ingredient.Name != c.food || l.Grams < c.grams-1 || l.Grams > c.grams+1 {
			t.Errorf("%q: got %q %v g, want %q %v g", c.line, l.Matched, l.Grams, c.food, c.grams)
		}
		if l.Preparation != c.prep {
			t.Errorf("%q: got preparation %q, want %q", c.line, l.Preparation, c.prep)
		}
	}
	for _, line := range []string{"salt (to taste)", "tomatoes (ripe)"} {
		if l := ParseLine(line); l.Quantity != 0 {
			t.Errorf("%q: got quantity %v, want none", line, l.Quantity)
		}
	}
}
