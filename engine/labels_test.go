package engine

import (
	"strings"
	"testing"
)

// Ordinary oats are milled beside wheat: a recipe of them is not tagged gluten-free
// (a porridge of "oats" was), while oats the pantry calls gluten-free are, and a cook
// who must avoid gluten is told to use oats labelled so, on the line itself.
func TestOatsAreGlutenFreeOnlyWhenLabelled(t *testing.T) {
	for _, c := range []struct {
		pantry, meal, rules string
		wantGF              bool
		wantLine            string // the oats' line holds this
	}{
		{"oats, milk, banana, honey", "breakfast", "", false, "rolled oats"},
		{"porridge oats, milk, blueberries", "breakfast", "", false, "rolled oats"},
		{"steel cut oats, milk, maple syrup", "breakfast", "", false, "steel-cut oats"},
		{"oats, butter, golden syrup, brown sugar", "snack", "", false, "rolled oats"},
		{"oats, greek yogurt, milk, berries", "breakfast", "", false, "rolled oats"},
		{"gluten-free oats, milk, banana, honey", "breakfast", "", true, "gluten-free oats"},
		{"gluten free porridge oats, milk, blueberries", "breakfast", "", true, "gluten free porridge oats"},
		{"oats, milk, banana, honey", "breakfast", "gluten-free", true, "gluten-free rolled oats"},
		{"oats, butter, golden syrup, brown sugar", "snack", "gluten-free", true, "gluten-free rolled oats"},
		{"gluten-free oats, milk, banana, honey", "breakfast", "gluten-free", true, "gluten-free oats"},
	} {
		req := Request{Pantry: strings.Split(c.pantry, ", "), Meal: c.meal, Servings: 2}
		addRules(&req, c.rules)
		rec, err := Generate(req)
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		line := ""
		for _, l := range rec.Ingredients {
			if strings.Contains(l.Name, "oats") {
				line = l.Text + " [" + l.Note + "]"
			}
		}
		if got := containsString(rec.Dietary.SuitableFor, "gluten-free"); got != c.wantGF || !strings.Contains(line, c.wantLine) {
			t.Errorf("%s (rules %q): got gluten-free %v with %q, want %v with %q\n%s", c.pantry, c.rules, got, line, c.wantGF, c.wantLine, recipeText(rec))
		}
		if c.rules != "" && strings.Contains(line, "check the label") {
			t.Errorf("%s: got %q, want the line to ask for labelled oats, not to check", c.pantry, line)
		}
	}
}

// Worcestershire sauce, stock and British sausages hold gluten in many brands: a recipe
// of them is tagged gluten-free only when the cook's rules ask for it, and then their
// lines ask for the labelled kind (review 20: a shepherd's pie tagged gluten-free over
// Worcestershire sauce and stock with no word of the label).
func TestLabelledFreeFoodsKeepTheTagHonest(t *testing.T) {
	for _, c := range []struct {
		pantry, rules, food string
		wantGF              bool
		wantLine            string
	}{
		{"beef mince, potatoes, onion, carrots, peas, beef stock, worcestershire sauce, butter, milk", "", "worcestershire sauce", false, "worcestershire sauce"},
		{"beef mince, potatoes, onion, carrots, peas, beef stock, worcestershire sauce, butter, milk", "gluten-free", "worcestershire sauce", true, "gluten-free worcestershire sauce"},
		{"beef mince, potatoes, onion, carrots, peas, beef stock, worcestershire sauce, butter, milk", "gluten-free", "beef broth", true, "gluten-free beef broth"},
		{"pork sausages, potatoes, onions, butter, milk, gravy granules", "gluten-free", "pork sausage", true, "gluten-free pork sausage"},
	} {
		req := Request{Pantry: strings.Split(c.pantry, ", "), Servings: 4, Cuisine: "british"}
		addRules(&req, c.rules)
		rec, err := Generate(req)
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		line := ""
		for _, l := range rec.Ingredients {
			if l.Name == c.food {
				line = l.Text + " [" + l.Note + "]"
			}
		}
		if got := containsString(rec.Dietary.SuitableFor, "gluten-free"); got != c.wantGF || !strings.Contains(line, c.wantLine) {
			t.Errorf("%s (rules %q): got gluten-free %v with %q, want %v with %q\n%s", c.pantry, c.rules, got, line, c.wantGF, c.wantLine, recipeText(rec))
		}
	}
}
