package engine

import (
	"strings"
	"testing"
)

// detailsCase is a cook's review fault: the recipe a pantry makes must say want and
// must not say not (in its title, ingredient lines or steps).
type detailsCase struct {
	name      string
	req       Request
	title     string
	want, not []string
}

// recipeWords is a recipe's title, ingredient lines and steps as one text.
func recipeWords(r *Recipe) string {
	var b strings.Builder
	b.WriteString(r.Title + "\n")
	for _, in := range r.Ingredients {
		b.WriteString(in.Text + "\n")
	}
	for _, s := range r.Instructions {
		b.WriteString(s.Text + "\n")
	}
	return b.String()
}

func checkDetails(t *testing.T, cases []detailsCase) {
	t.Helper()
	for _, c := range cases {
		r, err := Generate(c.req)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		text := recipeWords(r)
		if c.title != "" && !strings.Contains(r.Title, c.title) {
			t.Errorf("%s: title %q, want %q", c.name, r.Title, c.title)
		}
		for _, w := range c.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s: got no %q, want it:\n%s", c.name, w, text)
			}
		}
		for _, w := range c.not {
			if strings.Contains(text, w) {
				t.Errorf("%s: got %q, want none:\n%s", c.name, w, text)
			}
		}
	}
}

func TestDetailsNamesAndPreps(t *testing.T) {
	checkDetails(t, []detailsCase{
		{"a ham hock is no leftover bone", Request{Pantry: []string{"ham hock", "split peas", "carrots", "onion"}, Servings: 6},
			"Split Pea", []string{"the ham hock", "Lift out the ham hock"}, []string{"leftover ham bone"}},
		{"a leftover ham bone stays one", Request{Pantry: []string{"leftover ham bone with some meat", "split peas", "carrots", "onion"}, Servings: 6},
			"Split Pea", []string{"leftover ham bone", "Lift out the ham bone"}, []string{"hock"}},
		{"tilapia fillets are skinless", Request{Pantry: []string{"tilapia", "rice", "lemon", "broccoli"}, Servings: 4},
			"Tilapia", []string{"rounded side down"}, []string{"skin side", "the skin is crisp"}},
		{"skinless cod loins", Request{Pantry: []string{"skinless cod fillets", "rice", "lemon", "broccoli"}, Servings: 4},
			"Cod", nil, []string{"skin side", "the skin is crisp"}},
		{"salmon keeps its skin", Request{Pantry: []string{"salmon", "rice", "lemon", "broccoli"}, Servings: 4},
			"Salmon", []string{"skin side down"}, nil},
		{"tinned tuna is drained, pickles chopped", Request{Pantry: []string{"canned tuna", "bread", "mayonnaise", "pickles"}, Servings: 2, Meal: "lunch"},
			"Tuna", []string{"drain the canned tuna", "pickles, finely chopped"}, nil},
	})
}

func TestDetailsCountsAndThaws(t *testing.T) {
	checkDetails(t, []detailsCase{
		{"a curry roux block is counted in cubes", Request{Pantry: []string{"chicken breast", "rice", "curry roux", "carrots", "potatoes"}, Cuisine: "japanese", Servings: 4},
			"Japanese Curry", []string{"4 cubes japanese curry roux"}, []string{"tbsp japanese curry roux"}},
		{"thai aubergines are small and quartered", Request{Pantry: []string{"chicken thighs", "6 thai aubergines", "coconut milk", "green curry paste", "rice"}, Cuisine: "thai", Servings: 4},
			"Green Curry", []string{"6 thai eggplants", "quarter the thai eggplants"}, []string{"1 eggplant"}},
		{"frozen spinach is thawed and squeezed, not wilted", Request{Pantry: []string{"paneer", "frozen spinach", "onion", "rice"}, Cuisine: "indian", Servings: 4},
			"Palak Paneer", []string{"thaw the frozen spinach", "squeeze it dry"}, []string{"wilted", "a handful at a time"}},
		{"six noodle bowls take limes, a wedge each", Request{Pantry: []string{"rice vermicelli", "thin pork chops", "lemongrass", "fish sauce", "romaine lettuce", "cucumber", "fresh mint", "lime"}, Cuisine: "vietnamese", Servings: 6},
			"Bún", []string{"2 limes", "a lime wedge on each bowl", "with the lime juice"}, []string{"1/2 lime"}},
	})
}

func TestDetailsHuevosRancheros(t *testing.T) {
	checkDetails(t, []detailsCase{
		{"avocados are whole, half a person; the pantry's cotija goes on", Request{Pantry: []string{"eggs", "tortillas", "black beans", "avocado", "cotija", "salsa"}, Cuisine: "mexican", Servings: 3, Meal: "breakfast"},
			"Huevos Rancheros", []string{"2 avocados", "Scatter over the cotija"}, []string{"1/2 avocado"}},
	})
}

// A pantry that fits several dishes walks down them with variation: 0 to 3 are four
// dishes (or, where fewer fit, they come round again), each of the pantry's main.
func TestDetailsVariationsWalkTheRanking(t *testing.T) {
	for _, c := range []struct {
		pantry string
		want   int // distinct dishes among variations 0–3
		main   string
	}{
		{"chicken thighs,rice,broccoli,soy sauce,garlic", 4, "Chicken"},
		{"eggs,bread,cheddar,spinach", 4, "Egg"},
		{"chickpeas,rice,spinach,onion,coconut milk", 4, "Chickpea"},
		{"shrimp,rice,garlic,peas", 4, "Shrimp"},
		{"salmon,potatoes,asparagus,lemon", 4, "Salmon"},
		{"tofu,rice,broccoli,soy sauce", 4, "Tofu"},
		{"beef chuck,potatoes,carrots,onion", 4, "Beef"},
		{"chicken breast,tortillas,cheddar,peppers,onion", 3, "Chicken"},
		{"ground beef,pasta,canned tomatoes,onion", 3, "Beef"},
		{"pork chops,potatoes,apples,onion", 2, "Pork"},
	} {
		seen := map[string]bool{}
		for v := range 4 {
			r, err := Generate(Request{Pantry: strings.Split(c.pantry, ","), Servings: 4, Variation: v})
			if err != nil {
				t.Errorf("%s variation %d: %v", c.pantry, v, err)
				continue
			}
			if c.main != "Egg" && !strings.Contains(r.Title, c.main) {
				t.Errorf("%s variation %d: %q leaves the pantry's %s", c.pantry, v, r.Title, c.main)
			}
			seen[r.Title] = true
		}
		if len(seen) < c.want {
			t.Errorf("%s: variations 0–3 gave %d dishes %v, want %d", c.pantry, len(seen), seen, c.want)
		}
	}
}

func TestDetailsTraybakesBraisesAndCreamySkillets(t *testing.T) {
	checkDetails(t, []detailsCase{
		{"bone-in thighs roast 40 minutes, from the start", Request{Pantry: []string{"bone-in chicken thighs", "potatoes", "lemon", "feta"}, Cuisine: "greek", Servings: 4},
			"Greek Lemon Chicken", []string{"about 35 minutes"}, []string{"These times are for boneless thighs"}},
		{"boneless thighs roast 25 minutes", Request{Pantry: []string{"boneless chicken thighs", "potatoes", "lemon", "feta"}, Cuisine: "greek", Servings: 4},
			"Greek Lemon Chicken", []string{"about 25 minutes"}, []string{"These times are for boneless thighs"}},
		{"a Tuscan pan uses its sun-dried tomatoes and parmesan", Request{Pantry: []string{"chicken breast", "sun-dried tomatoes", "parmesan", "spinach", "heavy cream", "pasta"}, Cuisine: "italian", Servings: 4},
			"Tuscan", []string{"Stir in the sun-dried tomatoes", "parmesan", "spinach"}, []string{"Scatter the sun-dried tomatoes"}},
		{"a bourguignon buys its mushrooms and flour and browns them apart", Request{Pantry: []string{"beef chuck", "red wine", "bacon", "carrots"}, Cuisine: "french", Servings: 4},
			"Bœuf Bourguignon", []string{"Sprinkle over the all-purpose flour", "brown the mushroom in a skillet", "stir in the mushroom for the last 10 minutes"}, []string{"Coq au Vin"}},
	})
}

func TestDetailsACrowdsBreakfastBakesOnSheets(t *testing.T) {
	checkDetails(t, []detailsCase{
		{"sausages and bacon for twelve bake on sheets", Request{Pantry: []string{"bacon", "pork sausages", "eggs", "bread", "mushrooms"}, Servings: 12, Meal: "breakfast"},
			"Full English", []string{"2 rimmed baking sheets", "Lay the bacon in one layer on more sheets"}, []string{"second large skillet"}},
	})
}
