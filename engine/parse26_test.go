package engine

import (
	"math"
	"testing"
)

// Review 26: pantry lines as people write them, with brands, packages, counts and
// cooked states, read as the food they are (a wrong food is worse than an unknown one).
func TestPantryLinesAsWritten26(t *testing.T) {
	for _, c := range []struct {
		line  string
		food  string  // the table's food; "" where the line must stay unknown
		qty   float64 // -1: not checked
		unit  string
		grams float64 // -1: not checked
	}{
		// brands before a food, possessive or not, and a brand alone
		{"Lurpak", "butter", 0, "", 0},
		{"250g Lurpak", "butter", 250, "g", 250},
		{"a block of Lurpak", "butter", 1, "package", 250},
		{"Kikkoman soy sauce", "soy sauce", 0, "", 0},
		{"a bottle of Kikkoman soy sauce", "soy sauce", 1, "package", -1},
		{"Kikkoman", "soy sauce", 0, "", 0},
		{"Patak's tikka paste", "tikka masala paste", 0, "", 0},
		{"a jar of Patak's korma paste", "indian curry paste", 1, "jar", -1},
		{"Hellmann's mayonnaise", "mayonnaise", 0, "", 0},
		{"Hellmann's", "mayonnaise", 0, "", 0},
		{"Hellmanns real mayonnaise", "mayonnaise", 0, "", 0},
		{"Heinz tomato ketchup", "ketchup", 0, "", 0},
		{"Warburtons bread", "bread", 0, "", 0},
		{"Warburtons crumpets", "crumpets", 0, "", 0},
		{"a loaf of Hovis", "bread", 1, "package", -1},
		{"Old El Paso tortillas", "flour tortilla", 0, "", 0},
		{"a packet of Old El Paso wraps", "flour tortilla", 1, "package", -1},
		{"Mission tortilla wraps", "flour tortilla", 0, "", 0},
		{"a bag of Tilda basmati rice", "basmati rice", 1, "package", -1},
		{"a tin of John West tuna", "canned tuna", 1, "can", 142},
		{"Blue Dragon fish sauce", "fish sauce", 0, "", 0},
		{"Sharwood's sweet chilli sauce", "sweet chili sauce", 0, "", 0},
		{"2 Knorr stock cubes", "chicken broth", 2, "", -1},
		{"Maggi cubes", "chicken broth", 0, "", 0},
		{"Bisto gravy granules", "gravy granules", 0, "", 0},
		{"Cathedral City cheddar", "cheddar", 0, "", 0},
		{"a block of Cathedral City", "cheddar", 1, "package", 350},
		{"Tesco Finest chicken thighs", "chicken thigh", 0, "", 0},
		{"Sainsbury's pork sausages", "pork sausage", 0, "", 0},
		{"M&S chicken breasts", "chicken breast", 0, "", 0},
		{"Jus-Rol puff pastry", "puff pastry", 0, "", 0},
		{"De Cecco penne", "penne", 0, "", 0},
		{"Napolina chopped tomatoes", "canned diced tomatoes", 0, "", 0},
		{"Kerrygold butter", "butter", 0, "", 0},
		{"Happy Egg Co eggs", "egg", 0, "", 0},
		{"Huy Fong sriracha", "sriracha", 0, "", 0},
		{"Skippy peanut butter", "peanut butter", 0, "", 0},
		{"Oatly", "oat milk", 0, "", 0},
		{"Maille dijon", "dijon mustard", 0, "", 0},
		// a brand in brackets, or a count
		{"gnocchi (Dell'Ugo pack)", "gnocchi", 0, "", 0},
		{"eggs (6)", "egg", 6, "", -1},
		{"chicken thighs (pack of 6)", "chicken thigh", 6, "", -1},
		// a brand that makes the food another is never taken off
		{"Alpro yoghurt", "", -1, "", -1},
		{"Linda McCartney's sausages", "", -1, "", -1},
		{"Richmond meat free sausages", "", -1, "", -1},
		{"Quorn mince", "quorn mince", 0, "", 0},
		{"stock (vegetable)", "vegetable broth", -1, "", -1}, // the word in brackets says which stock
		{"Farmer's Cheese", "", -1, "", -1},
		// packages with a count in them, and a container after its food
		{"pack of 6 chicken drumsticks", "chicken drumstick", 6, "", 750},
		{"a pack of 8 Cumberland sausages", "pork sausage", 8, "", -1},
		{"pack of 4 salmon fillets", "salmon", 4, "", -1},
		{"2 packs of 4 sausages", "pork sausage", 8, "", -1},
		{"2 packs of 6 eggs", "egg", 12, "", -1},
		{"a box of 12 eggs", "egg", 12, "", -1},
		{"a 12-pack of eggs", "egg", 12, "", -1},
		{"6 pack chicken thighs", "chicken thigh", 6, "", -1},
		{"2 packs of chicken thighs", "chicken thigh", 2, "package", -1},
		{"a bag of 500g pasta", "spaghetti", 1, "package", 500},
		{"a chorizo ring", "chorizo", 1, "package", 225},
		{"half a chorizo ring", "chorizo", 0.5, "package", 112.5},
		{"chorizo ring", "chorizo", 0, "", 0},
		{"a pineapple ring", "canned pineapple", 1, "", -1},
		{"a tub of hummus", "hummus", 1, "package", -1},
		{"a punnet of strawberries", "strawberry", 1, "package", -1},
		{"a bag of rocket", "arugula", 1, "package", -1},
		{"a jar of pesto", "pesto", 1, "jar", -1},
		{"a bunch of coriander", "cilantro", 1, "bunch", -1},
		{"a block of cheddar", "cheddar", 1, "package", 350},
		{"a box of eggs", "egg", 1, "package", -1},
		{"2 thumbs of ginger", "ginger", 2, "piece", -1},
		{"a dozen free-range eggs", "egg", 12, "", -1},
		{"2 x 400g tins chopped tomatoes", "canned diced tomatoes", 2, "can", 800},
		// a unit in the food's name, a lean ratio, where it was bought, a loaf
		{"2 garlic cloves", "garlic", 2, "clove", 6},
		{"2 mozzarella balls", "mozzarella", 2, "package", 250},
		{"4 curry roux blocks", "japanese curry roux", -1, "", -1},
		{"1 lb 80/20 ground beef", "ground beef", 1, "lb", 453.6},
		{"a rotisserie chicken from Costco", "cooked chicken", 1, "", -1},
		{"a family pack of chicken thighs", "chicken thigh", 1, "package", -1},
		{"Warburtons white loaf", "bread", 0, "", 0},
		{"a sourdough loaf", "sourdough bread", 1, "package", -1},
		{"Kerrygold Irish butter", "butter", 0, "", 0},
		{"a tub of Lurpak spreadable", "butter", 1, "package", -1},
		{"Sainsbury's basics chopped tomatoes", "canned diced tomatoes", 0, "", 0},
		// a stock brand before a meat is its stock, never the meat
		{"Better Than Bouillon chicken", "chicken broth", 0, "", 0},
		{"Better Than Bouillon chicken base", "chicken broth", 0, "", 0},
		{"Knorr beef", "beef broth", 0, "", 0},
		{"2 Oxo chicken cubes", "chicken broth", 2, "", -1},
		{"Swanson chicken broth", "chicken broth", 0, "", 0},
		// a made product named by two foods is never the first food alone
		{"tomato and basil sauce", "", -1, "", -1},
		{"Lloyd Grossman's tomato and basil sauce", "", -1, "", -1},
		{"cheese and onion crisps", "", -1, "", -1},
		{"salt and pepper", "salt", -1, "", -1},
		{"Tate & Lyle caster sugar", "sugar", 0, "", 0},
		{"Lindt 70% dark chocolate", "dark chocolate", 0, "", 0},
		// cooked and leftover meat is the table's cooked meat, never the raw cut
		{"cooked chicken breast", "cooked chicken", 0, "", 0},
		{"cooked chicken thighs", "cooked chicken", 0, "", 0},
		{"cooked turkey breast", "cooked turkey", 0, "", 0},
		{"cooked pork chops", "cooked pork", 0, "", 0},
		{"leftover roast chicken", "cooked chicken", 0, "", 0},
		{"leftover roast beef", "cooked beef", 0, "", 0},
		{"leftover cooked rice", "cooked rice", 0, "", 0},
	} {
		l := ParseLine(c.line)
		if c.food == "" {
			if l.Known {
				t.Errorf("%q read as %s; it must stay unknown rather than be guessed", c.line, l.Matched)
			}
			continue
		}
		if !l.Known || l.Matched != c.food {
			t.Errorf("%q read as %q (known %v), want %s", c.line, l.Matched, l.Known, c.food)
			continue
		}
		if c.qty >= 0 && (l.Quantity != c.qty || l.Unit != c.unit) {
			t.Errorf("%q: %v %q, want %v %q", c.line, l.Quantity, l.Unit, c.qty, c.unit)
		}
		if c.grams >= 0 && math.Abs(l.Grams-c.grams) > 1 {
			t.Errorf("%q: %v g, want %v g", c.line, l.Grams, c.grams)
		}
		if l.Name == "cooked cooked rice" {
			t.Errorf("%q: name %q", c.line, l.Name)
		}
	}
}
