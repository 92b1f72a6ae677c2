package engine

import (
	"strings"
	"testing"
)

// ops37Recipes are recipes pasted as a user would, for the cook's checks below.
var ops37Recipes = map[string]string{
	"blt": `{"title":"BLT","servings":2,"ingredients":["6 slices bacon","4 slices sourdough bread","4 leaves romaine lettuce","1 large tomato, sliced","2 tbsp mayonnaise"],
	"steps":["Fry the bacon in a skillet over medium heat until crisp, 8 minutes; drain on paper towels.","Toast the bread until golden.","Spread the toast with mayonnaise, layer the lettuce, tomato and bacon, and close the sandwiches."]}`,
	"fish and chips": `{"title":"Fish and Chips","servings":4,"ingredients":["4 haddock fillets","1.5 lb potatoes, cut into chips","1/2 cup flour","2 eggs, beaten","1 1/2 cups panko breadcrumbs","vegetable oil, for deep frying","1 tsp salt"],
	"steps":["Heat the oil in a deep pot to 180C.","Fry the chips for 6 minutes, drain, then fry again until golden, 3 minutes.","Dredge the fish in flour, dip in egg, then coat in panko.","Fry the fish until golden, 5 minutes. Drain and serve with the chips."]}`,
	"pulled pork": `{"title":"Pulled Pork with Slaw","servings":6,"ingredients":["3 lb pork shoulder","1 tbsp smoked paprika","2 tbsp brown sugar","1 tsp salt","1 cup bbq sauce","1/2 cup cider vinegar","1/2 cabbage, shredded","1 carrot, grated","1/4 cup mayonnaise","6 burger buns"],
	"steps":["Rub the pork with the paprika, sugar and salt.","Put the pork in a slow cooker with the bbq sauce and half the vinegar; cook on low 8 hours.","Shred the pork in its juices.","Toss the cabbage and carrot with the mayonnaise and the remaining vinegar.","Pile the pork and slaw into the buns."]}`,
	"turnovers": `{"title":"Chicken and Cheese Turnovers","servings":4,"ingredients":["1 sheet puff pastry","2 cups cooked chicken, shredded","1 cup shredded cheddar cheese","1 egg, beaten","1/2 tsp dried thyme"],
	"steps":["Preheat the oven to 200C.","Cut the pastry into 4 squares. Mix the chicken, cheddar and thyme and spoon onto the squares.","Fold over, seal the edges and brush with the egg.","Bake for 20 minutes until puffed and golden."]}`,
	"vongole": `{"title":"Spaghetti alle Vongole","servings":4,"ingredients":["400 g spaghetti","1 kg clams, scrubbed","4 cloves garlic, sliced","1/4 cup olive oil","1/2 cup dry white wine","1 pinch chili flakes","2 tbsp chopped parsley"],
	"steps":["Boil the spaghetti in salted water until al dente, 9 minutes.","Meanwhile warm the oil with the garlic and chili flakes, 2 minutes.","Add the clams and wine, cover and cook until the clams open, 5 minutes.","Toss the drained spaghetti with the clams and parsley and serve."]}`,
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

// Fish and chips moved to the air fryer cooks both there: the chips a generated recipe
// roasted in the oven go in the basket in rounds before the fish (no oven heated), and
// pasted chips that were deep-fried get a raw chip's 18 minutes, not the pot's 9.
func TestFishAndChipsBothInTheAirFryer(t *testing.T) {
	rec, err := Generate(Request{Pantry: []string{"cod", "potatoes", "flour", "eggs", "breadcrumbs"}, Cuisine: "british"})
	if err != nil {
		t.Fatal(err)
	}
	gen, err := AdaptMethod(roundTrip(t, rec), "air-fryer")
	if err != nil {
		t.Fatal(err)
	}
	if !stepsSayOut(gen, "chips", "air-fry", "rounds") || !stepsSayOut(gen, "air-fry the fish") || stepsSayOut(gen, "oven") || stepsSayOut(gen, "roast") {
		t.Errorf("%s: want the chips air-fried in rounds and the fish air-fried, no oven:\n%s", gen.Name, transformedText(gen))
	}
	pasted, err := AdaptMethod(handDish(t, ops37Recipes["fish and chips"]), "air-fryer")
	if err != nil {
		t.Fatal(err)
	}
	if !stepsSayOut(pasted, "air-fry the chips", "18 minutes") || !stepsSayOut(pasted, "air-fry the fish", "8 minutes") || stepsSayOut(pasted, "drain") {
		t.Errorf("pasted fish and chips: want the chips air-fried 18 minutes and the fish 8, nothing drained:\n%s", transformedText(pasted))
	}
}

// Pulled pork moved between the slow cooker, the oven and the stovetop keeps its
// vinegar split as the cook split it: half in the braise, the rest in the slaw; and a
// slow cooker's 8 hours become a covered pot's few hours in the oven, never a tray
// roasted for 10.
func TestPulledPorkSplitsItsVinegar(t *testing.T) {
	rec, err := Generate(Request{Pantry: []string{"pork shoulder", "cabbage", "cider vinegar", "bbq sauce", "buns"}})
	if err != nil {
		t.Fatal(err)
	}
	gen := roundTrip(t, rec)
	for _, c := range []struct {
		d      Dish
		target string
	}{{gen, "slow-cooker"}, {gen, "oven"}, {handDish(t, ops37Recipes["pulled pork"]), "oven"}, {handDish(t, ops37Recipes["pulled pork"]), "stovetop"}} {
		out, err := AdaptMethod(c.d.clone(), c.target)
		if err != nil {
			t.Fatalf("%s to %s: %v", c.d.Name, c.target, err)
		}
		text := transformedText(out)
		if !stepsSayOut(out, "half the", "vinegar") {
			t.Errorf("%s to %s: no vinegar goes into the braise:\n%s", c.d.Name, c.target, text)
		}
		if stepsSayOut(out, "baking sheet") || out.Timing.CookMinutes > 300 && c.target != "slow-cooker" {
			t.Errorf("%s to %s: roasted on a tray or cooked %d minutes:\n%s", c.d.Name, c.target, out.Timing.CookMinutes, text)
		}
	}
}

// A title follows the ingredients after a swap: turnovers made dairy-free lose "Cheese"
// (nutritional yeast is no name for a dish), and a vongole off spaghetti no longer says
// spaghetti.
func TestTitlesFollowTheSwaps(t *testing.T) {
	dairyFree := Rules{Restrictions: []string{"dairy-free"}}
	for _, c := range []struct {
		recipe, food string
		rules        Rules
		focus        string // healthify instead of substitute
		want, not    []string
	}{
		{"turnovers", "cheddar cheese", dairyFree, "", []string{"Chicken", "Turnovers"}, []string{"Cheese", "Yeast"}},
		{"turnovers", "egg", dairyFree, "", []string{"Chicken", "Turnovers"}, []string{"Cheese", "Yeast"}},
		{"vongole", "spaghetti", Rules{Restrictions: []string{"gluten-free"}}, "", []string{"Vongole"}, []string{"Spaghetti"}},
		{"vongole", "", Rules{}, "low-carb", []string{"Vongole"}, []string{"Spaghetti"}},
	} {
		d := handDish(t, ops37Recipes[c.recipe])
		var out *Transformed
		if c.focus != "" {
			out = Healthify(d, c.focus)
		} else {
			var err error
			if out, err = SuggestSubstitute(c.food, c.rules, &d); err != nil {
				t.Fatalf("%s: %v", c.recipe, err)
			}
		}
		for _, w := range c.want {
			if !strings.Contains(out.Name, w) {
				t.Errorf("%s swapping %s%s: got title %q, want %q in it", c.recipe, c.food, c.focus, out.Name, w)
			}
		}
		for _, w := range c.not {
			if strings.Contains(out.Name, w) {
				t.Errorf("%s swapping %s%s: got title %q, want no %q", c.recipe, c.food, c.focus, out.Name, w)
			}
		}
	}
}

// A chili made low-fat with turkey browns the turkey and says so in its title, though
// its beef broth keeps the word "beef".
func TestBeefChiliTurkeyRenamed(t *testing.T) {
	d := handDish(t, `{"title":"Beef Chili","servings":6,"ingredients":["2 lb ground beef","1 onion, chopped","2 tbsp chili powder","2 cans (15 oz) kidney beans, drained","1 can (28 oz) crushed tomatoes","1 cup beef broth","1 tbsp olive oil"],
	"steps":["Heat the oil in a large pot and brown the beef, 8 minutes. Drain the fat.","Add the onion and cook 5 minutes, then the chili powder for 1 minute.","Add the beans, tomatoes and broth; simmer 45 minutes."]}`)
	out := Healthify(d, "low-fat")
	if !stepsSayOut(out, "brown the ground turkey") || strings.Contains(out.Name, "Beef") || !strings.Contains(out.Name, "Turkey") {
		t.Errorf("got %q:\n%s\nwant the turkey browned and named in the title", out.Name, transformedText(out))
	}
}

// A tikka masala that marinated in half its garam masala and stirred the rest into the
// sauce still adds the rest when the sauce moves to the slow cooker.
func TestTikkaKeepsTheRestOfItsSpice(t *testing.T) {
	d := handDish(t, `{"title":"Chicken Tikka Masala","servings":4,"ingredients":["1.5 lb chicken thighs, cut into chunks","1 cup plain yogurt","2 tbsp garam masala","1 onion, diced","1 can (14 oz) tomato sauce","1 cup heavy cream","2 tbsp butter"],
	"steps":["Marinate the chicken in the yogurt and half the garam masala for 30 minutes.","Melt the butter in a large pan and brown the chicken, 6 minutes; set aside.","Cook the onion until soft, 5 minutes. Stir in the rest of the garam masala.","Add the tomato sauce and simmer 10 minutes, then stir in the cream and the chicken and simmer 10 minutes more."]}`)
	out, err := AdaptMethod(d, "slow-cooker")
	if err != nil {
		t.Fatal(err)
	}
	if !stepsSayOut(out, "half the garam masala") || !stepsSayOut(out, "the rest of the garam masala") {
		t.Errorf("want half the garam masala in the marinade and the rest in the pot:\n%s", transformedText(out))
	}
}
