package engine

import (
	"strings"
	"testing"
)

// ops37Recipes are recipes pasted as a user would, for the cook's checks below.
var ops37Recipes = map[string]string{
	"blt": `{"title":"BLT","servings":2,"ingredients":["6 slices bacon","4 slices sourdough bread","4 leaves romaine lettuce","1 large tomato, sliced","2 tbsp mayonnaise"],
	"steps":["Fry the bacon in a skillet over medium heat until crisp, 8 minutes; drain on paper towels.","Toast the bread until golden.","Spread the toast with mayonnaise, layer the lettuce, tomato and bacon, and close the sandwiches."]}`,
	"keema": `{"title":"Beef Keema","servings":4,"ingredients":["1 lb ground beef","1 onion, diced","2 tbsp chili garlic sauce","1 tsp garam masala","1 cup frozen peas","1 can (14 oz) diced tomatoes","2 tbsp vegetable oil","1/2 tsp salt"],
	"steps":["Heat the oil in a skillet and cook the onion until soft, 5 minutes.","Add the beef and brown, breaking it up, 8 minutes.","Stir in the chili garlic sauce and garam masala for 1 minute.","Add the tomatoes and simmer 15 minutes; add the peas for the last 3 minutes.","Season with salt and serve."]}`,
}

// stepsSayOut reports whether some step of the result holds every one of words.
func stepsSayOut(out *Transformed, words ...string) bool {
	for _, s := range out.Steps {
		low := lowered(s.Text)
		ok := true
		for _, w := range words {
			ok = ok && strings.Contains(low, w)
		}
		if ok {
			return true
		}
	}
	return false
}

// A BLT moved to the oven or the air fryer still toasts its bread, in the new appliance:
// pasted with a toast step of its own, or generated with the toast done meanwhile.
func TestBLTKeepsItsToast(t *testing.T) {
	rec, err := Generate(Request{Pantry: []string{"bacon", "lettuce", "tomatoes", "bread"}, Servings: 2})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range []Dish{handDish(t, ops37Recipes["blt"]), roundTrip(t, rec)} {
		for target, where := range map[string]string{"oven": "rack", "air-fryer": "air fryer basket"} {
			out, err := AdaptMethod(d.clone(), target)
			if err != nil {
				t.Fatalf("%s to %s: %v", d.Name, target, err)
			}
			if !stepsSayOut(out, "toast the bread", where) {
				t.Errorf("%s to %s: no step toasts the bread in the %s:\n%s", d.Name, target, where, transformedText(out))
			}
			if stepsSayOut(out, "roast", "tomato") || stepsSayOut(out, "air-fry", "tomato") {
				t.Errorf("%s to %s: the tomato is cooked with the bacon:\n%s", d.Name, target, transformedText(out))
			}
		}
	}
}

// A keema moved to the oven, the slow cooker or the pressure cooker names every one of
// its ingredients where it goes in (the chili garlic sauce, the garam masala), its peas
// go in late in the oven, and it is served from the pot it cooked in.
func TestKeemaKeepsEveryIngredient(t *testing.T) {
	rec, err := Generate(Request{Pantry: []string{"minced lamb", "peas", "onion", "chili garlic sauce"}, Cuisine: "indian"})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range []Dish{handDish(t, ops37Recipes["keema"]), roundTrip(t, rec)} {
		for _, target := range []string{"oven", "slow-cooker", "pressure-cooker"} {
			out, err := AdaptMethod(d.clone(), target)
			if err != nil {
				t.Fatalf("%s to %s: %v", d.Name, target, err)
			}
			for _, food := range []string{"chili garlic sauce", "garam masala", "diced tomatoes", "peas"} {
				if !stepsSayOut(out, food) {
					t.Errorf("%s to %s: no step adds the %s:\n%s", d.Name, target, food, transformedText(out))
				}
			}
			if stepsSayOut(out, "from the skillet") || stepsSayOut(out, "the 1 can") {
				t.Errorf("%s to %s: serves from a skillet or adds 'the 1 can':\n%s", d.Name, target, transformedText(out))
			}
			if target == "oven" && stepsSayOut(out, "peas", "bake for 45") {
				t.Errorf("%s to the oven: the peas bake 45 minutes:\n%s", d.Name, transformedText(out))
			}
		}
	}
}
