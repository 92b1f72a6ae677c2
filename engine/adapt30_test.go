package engine

import (
	"encoding/json"
	"flag"
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"
)

var adapt30Only = flag.String("adapt30", "", "TestAdapt30Dump: only the adapt30 recipes whose name holds this")

// adapt30Recipes are recipes as home cooks paste them, moved to every method in the
// adapt lane's review: the leftovers the cook found and twenty of the lane's own.
var adapt30Recipes = map[string]string{
	"frittata": `{"title":"Baked Vegetable Frittata","servings":4,"ingredients":["8 large eggs","1/2 cup milk","1 red bell pepper, diced","1 small onion, diced","2 cups baby spinach","1/2 cup shredded cheddar","1 tbsp olive oil","1/2 tsp salt","1/4 tsp black pepper"],
	"steps":["Heat the oven to 400°F and grease a 9-inch baking dish.","Cook the onion and pepper in the oil in a skillet until soft, 5 minutes; add the spinach and stir until wilted.","Whisk the eggs, milk, salt and pepper and stir in the vegetables and cheddar.","Pour into the dish and bake 20-25 minutes until set in the middle and golden.","Rest 5 minutes and cut into wedges."]}`,
	"coconut curry": `{"title":"Chicken Coconut Curry","servings":4,"ingredients":["1.5 lb boneless skinless chicken thighs, cut into chunks","1 onion, chopped","3 cloves garlic, minced","1 tbsp grated ginger","2 tbsp curry powder","1 (14 oz) can diced tomatoes","1 (13.5 oz) can coconut milk","1/2 cup plain yogurt","1 tbsp cornstarch mixed with 2 tbsp water","2 tbsp vegetable oil","1 tsp salt","1/4 cup chopped cilantro"],
	"steps":["Heat the oil in a large pan and cook the onion 6 minutes until soft.","Add the garlic, ginger and curry powder and cook 1 minute.","Add the chicken and brown 5 minutes, then the tomatoes and simmer 15 minutes.","Stir in the coconut milk and yogurt and simmer 10 minutes; thicken with the cornstarch slurry.","Season with the salt and scatter the cilantro."]}`,
	"beef curry": `{"title":"Beef Curry","servings":4,"ingredients":["2 lb beef chuck, cut into 1-inch cubes","2 onions, sliced","4 cloves garlic, minced","1 tbsp grated ginger","3 tbsp curry paste","1 (14 oz) can crushed tomatoes","1 cup beef stock","2 tbsp vegetable oil","1 tsp salt","1/4 cup chopped cilantro"],
	"steps":["Brown the beef in the oil in a heavy pot in batches, 8 minutes; set aside.","Cook the onions 8 minutes, then the garlic, ginger and curry paste 2 minutes.","Return the beef, add the tomatoes and stock and simmer covered 2 hours until tender.","Season with the salt and scatter the cilantro."]}`,
	"veg curry": `{"title":"Vegetable Curry","servings":4,"ingredients":["2 potatoes, cubed","1 cauliflower, cut into florets","1 (15 oz) can chickpeas, drained","1 onion, chopped","2 cloves garlic, minced","2 tbsp curry powder","1 (14 oz) can diced tomatoes","1 (13.5 oz) can coconut milk","2 tbsp vegetable oil","1 tsp salt","2 cups baby spinach"],
	"steps":["Cook the onion in the oil 5 minutes, add the garlic and curry powder and cook 1 minute.","Add the potatoes, cauliflower, chickpeas, tomatoes and coconut milk and simmer 25 minutes until the potatoes are tender.","Stir in the spinach until wilted and season with the salt."]}`,
	"hotpot": `{"title":"Lancashire Hotpot","servings":4,"ingredients":["2 lb lamb neck, cut into chunks","2 onions, sliced","2 lb potatoes, thinly sliced","2 tbsp plain flour","2 cups lamb stock","1 tsp thyme","2 tbsp butter, melted","salt and pepper"],
	"instructions":["Heat the oven to 160°C (325°F).","Toss the lamb in the flour and season.","Layer the lamb and onions in a casserole, pour in the stock and scatter the thyme.","Overlap the potato slices on top and brush with the butter.","Cover and bake 2 hours.","Uncover, turn the oven up to 200°C (400°F) and bake 30 minutes more until the potatoes are golden."]}`,
	"breaded pork chops": `{"title":"Breaded Pork Chops","servings":4,"ingredients":["4 boneless pork chops, 3/4 inch thick","1/2 cup plain flour","2 large eggs, beaten","1 cup panko breadcrumbs","1/2 cup grated parmesan","1 tsp salt","1/2 tsp black pepper","1/2 cup vegetable oil","1 lemon, cut in wedges"],
	"steps":["Season the chops with the salt and pepper.","Dredge each chop in the flour, dip in the egg, then press into the panko mixed with the parmesan.","Heat the oil in a large skillet over medium-high heat and fry the chops 4-5 minutes a side until golden and cooked through.","Drain on paper towels and serve with the lemon wedges."]}`,
	"drumsticks": `{"title":"Roast Chicken Drumsticks","servings":4,"ingredients":["8 chicken drumsticks","2 tbsp olive oil","1 tsp smoked paprika","1 tsp garlic powder","1 tsp salt","1/2 tsp black pepper"],
	"steps":["Heat the oven to 220°C (425°F).","Toss the drumsticks with the oil, paprika, garlic powder, salt and pepper.","Roast on a rack over a sheet pan 40 minutes, turning once, until the skin is crisp and they read 74°C (165°F)."]}`,
}

func adapt30Dish(t *testing.T, name string) Dish {
	t.Helper()
	var r RecipeInput
	if err := json.Unmarshal([]byte(adapt30Recipes[name]), &r); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return DishFrom(r)
}

// TestAdapt30Dump prints the adapt30 recipes moved to every method, for reading as a
// cook: go test ./engine -run TestAdapt30Dump -adaptdump [-adapt30 NAME].
func TestAdapt30Dump(t *testing.T) {
	if !*adaptDump {
		t.Skip("no -adaptdump")
	}
	for _, name := range slices.Sorted(maps.Keys(adapt30Recipes)) {
		if strings.Contains(name, *adapt30Only) {
			fmt.Println()
			dumpAdapted(name, adapt30Dish(t, name))
		}
	}
}

// adapt30 moves an adapt30 recipe to target, failing on a refusal, and returns its
// steps' text with what the result says of the adaptFault checks.
func adapt30(t *testing.T, name, target string) (*Transformed, string) {
	t.Helper()
	d := adapt30Dish(t, name)
	out, err := AdaptMethod(d, target)
	if err != nil {
		t.Fatalf("%s -> %s: %v", name, target, err)
	}
	if f := adaptFault(t, d, out, target); f != "" {
		t.Errorf("%s -> %s: %s", name, target, f)
	}
	return out, stepsText(out.Steps)
}

// A baked frittata leaves the oven whole: on the stovetop it sets covered in a lidded
// skillet over low heat, in the air fryer in a small greased pan at 160°C for 12–15
// minutes; no step keeps the oven or its baking dish. The grill and the cookers refuse
// it with the reason.
func TestFrittataLeavesTheOven(t *testing.T) {
	for target, want := range map[string][]string{
		"stovetop":  {"skillet", "cover with the lid", "low heat"},
		"air-fryer": {"160°C", "12–15 minutes", "greased pan"},
		"microwave": {"MEDIUM (50%)"},
	} {
		_, text := adapt30(t, "frittata", target)
		low := strings.ToLower(text)
		for _, w := range []string{"oven", "bake", "baking dish"} {
			if strings.Contains(low, w) {
				t.Errorf("frittata -> %s still says %q:\n%s", target, w, text)
			}
		}
		for _, w := range want {
			if !strings.Contains(text, w) {
				t.Errorf("frittata -> %s: want %q in the steps:\n%s", target, w, text)
			}
		}
	}
	for _, target := range []string{"grill", "slow-cooker", "pressure-cooker"} {
		if _, err := AdaptMethod(adapt30Dish(t, "frittata"), target); err == nil || !strings.Contains(err.Error(), "eggs") {
			t.Errorf("frittata -> %s: want a refusal that names the eggs, got %v", target, err)
		}
	}
	// The catalogue's frittata, started in a skillet and finished in the oven, finishes
	// under a lid on the stovetop.
	rec, err := Generate(Request{Pantry: []string{"eggs", "spinach", "feta", "onion", "potatoes"}, Servings: 4})
	if err != nil || !strings.Contains(rec.Title, "Frittata") {
		t.Fatalf("eggs, spinach, feta: %v %v", rec, err)
	}
	out, err := AdaptMethod(roundTrip(t, rec), "stovetop")
	if err != nil {
		t.Fatalf("%s -> stovetop: %v", rec.Title, err)
	}
	if text := strings.ToLower(stepsText(out.Steps)); strings.Contains(text, "oven") || strings.Contains(text, "bake") || !strings.Contains(text, "lid") {
		t.Errorf("%s -> stovetop: want no oven and a lid:\n%s", rec.Title, text)
	}
}

// A curry in the pressure cooker keeps its coconut milk, yogurt, cornstarch and spinach
// out of the pot under pressure: they go in after the release, on the sauté setting.
func TestPressureCurryDairyAfterRelease(t *testing.T) {
	for _, name := range []string{"coconut curry", "veg curry"} {
		out, text := adapt30(t, name, "pressure-cooker")
		release := strings.Index(text, "elease")
		if release < 0 {
			t.Fatalf("%s: no release:\n%s", name, text)
		}
		for _, w := range []string{"coconut milk", "yogurt", "cornstarch", "spinach"} {
			if !strings.Contains(transformedText(out), w) {
				continue // not in this curry
			}
			if i := strings.Index(text, w); i < 0 || i < release {
				t.Errorf("%s: the %s goes under pressure (or nowhere):\n%s", name, w, text)
			}
		}
		if !strings.Contains(text, "sauté setting, stir in") {
			t.Errorf("%s: nothing simmered on sauté after the release:\n%s", name, text)
		}
	}
}

// A slow-cooker curry says the time its main needs: chicken thighs 4–5 hours on LOW,
// beef chunks 6–8, vegetables alone 3–4.
func TestSlowCookerHoursByMain(t *testing.T) {
	for name, want := range map[string]string{"coconut curry": "LOW for 4–5 hours", "beef curry": "LOW for 6–8 hours", "veg curry": "LOW for 3–4 hours"} {
		out, text := adapt30(t, name, "slow-cooker")
		if !strings.Contains(text, want) {
			t.Errorf("%s -> slow-cooker: want %q:\n%s", name, want, text)
		}
		if !strings.Contains(out.Changes[0].Reason, strings.TrimPrefix(want, "LOW for ")) {
			t.Errorf("%s -> slow-cooker: the reason says another time: %s", name, out.Changes[0].Reason)
		}
	}
}

// A Lancashire hotpot goes into the slow cooker as a cook would make it: layered in the
// crock, 6–8 hours on LOW, the potatoes browned under the grill at the end; no oven.
func TestHotpotInTheSlowCooker(t *testing.T) {
	_, text := adapt30(t, "hotpot", "slow-cooker")
	for _, w := range []string{"Layer the lamb and onions in the slow cooker", "LOW for 6–8 hours", "under a hot grill"} {
		if !strings.Contains(text, w) {
			t.Errorf("hotpot -> slow-cooker: want %q:\n%s", w, text)
		}
	}
	if low := strings.ToLower(text); strings.Contains(low, "bake") || strings.Contains(low, "casserole") || strings.Contains(low, "heat the oven") {
		t.Errorf("hotpot -> slow-cooker keeps the oven:\n%s", text)
	}
	if _, text := adapt30(t, "hotpot", "pressure-cooker"); !strings.Contains(text, "HIGH pressure") || !strings.Contains(text, "grill") {
		t.Errorf("hotpot -> pressure-cooker:\n%s", text)
	}
}

// Crumbed pork chops in the air fryer: a spray of oil, a single layer in batches, 200°C
// for 10–12 minutes turned once, to 63°C; the frying oil becomes a spoonful for
// brushing and nothing is drained. On the grill the crumb would fall through: refused.
func TestAirFryerBreadedChops(t *testing.T) {
	out, text := adapt30(t, "breaded pork chops", "air-fryer")
	for _, w := range []string{"200°C", "10–12 minutes", "turning once", "single layer", "in batches", "63°C", "Spray"} {
		if !strings.Contains(text, w) {
			t.Errorf("chops -> air-fryer: want %q:\n%s", w, text)
		}
	}
	if low := strings.ToLower(text); strings.Contains(low, "deep") || strings.Contains(low, "fry the") || strings.Contains(low, "paper towels") {
		t.Errorf("chops -> air-fryer still fries:\n%s", text)
	}
	for _, l := range out.Ingredients {
		if strings.Contains(l.Text, "oil") && l.Grams > 40 {
			t.Errorf("chops -> air-fryer keeps the frying oil: %s", l.Text)
		}
	}
	if _, err := AdaptMethod(adapt30Dish(t, "breaded pork chops"), "grill"); err == nil || !strings.Contains(err.Error(), "crumb") {
		t.Errorf("chops -> grill: want a refusal naming the crumb, got %v", err)
	}
}

// Drumsticks on the grill cook over two zones: through on the cool side with the lid
// down to 74°C, then seared over the direct heat.
func TestGrillDrumsticksTwoZones(t *testing.T) {
	_, text := adapt30(t, "drumsticks", "grill")
	cool, direct := strings.Index(text, "cool side"), strings.Index(text, "over the direct heat")
	if cool < 0 || direct < cool || !strings.Contains(text, "74°C") || !strings.Contains(text, "two-zone") {
		t.Errorf("drumsticks -> grill: want two-zone heat, indirect to 74°C then direct:\n%s", text)
	}
}
