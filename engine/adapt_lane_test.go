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

var adaptDump = flag.Bool("adaptdump", false, "TestAdaptLaneDump: print every cookbook and lane recipe moved to every method")

// laneRecipes are recipes as home cooks paste them, for the method changes cook
// reviews found wrong.
var laneRecipes = map[string]string{
	"risotto": `{"title":"Mushroom Risotto","servings":4,"ingredients":["1.5 cups arborio rice","5 cups chicken stock","1/2 cup dry white wine","1 onion, finely chopped","2 cloves garlic, minced","8 oz mushrooms, sliced","2 tbsp olive oil","3 tbsp butter","1/2 cup grated parmesan","salt and pepper"],
	"instructions":["Warm the stock in a saucepan and keep it at a bare simmer.","Heat the oil in a wide pan over medium heat and cook the onion until soft, 5 minutes. Add the garlic and mushrooms and cook 5 minutes more.","Add the rice and stir for 2 minutes until the grains are glossy and the edges turn translucent.","Pour in the wine and stir until it has evaporated.","Add the stock a ladle at a time, stirring, letting each be absorbed before the next, until the rice is creamy and just tender, 18-20 minutes.","Off the heat, stir in the butter and parmesan, season and rest 2 minutes."]}`,
	"fried rice": `{"title":"Egg Fried Rice","servings":2,"ingredients":["3 cups cooked day-old rice","2 large eggs, beaten","1 cup frozen peas","2 scallions, sliced","2 tbsp soy sauce","1 tbsp sesame oil","2 tbsp vegetable oil","2 cloves garlic, minced"],
	"instructions":["Heat 1 tbsp of the vegetable oil in a wok over high heat, pour in the eggs and scramble until just set, 1 minute; tip onto a plate.","Heat the rest of the oil, add the garlic and stir-fry 30 seconds.","Add the rice and peas and stir-fry over high heat until hot and starting to crisp, 5 minutes.","Stir in the soy sauce, sesame oil, eggs and scallions and toss 1 minute."]}`,
	"duck breast": `{"title":"Pan-Seared Duck Breast","servings":2,"ingredients":["2 duck breasts","1 tsp salt","1/2 tsp black pepper","1 tbsp honey","1 orange, juiced"],
	"instructions":["Score the skin in a crosshatch without cutting the meat and season all over.","Lay the breasts skin side down in a cold skillet, set over medium-low heat and render the fat for 12 minutes until the skin is crisp and golden.","Turn and cook 3 minutes more, until the thickest part reads 57°C (135°F) for pink.","Rest 5 minutes, then add the honey and orange juice to the pan, bubble 2 minutes and spoon over the sliced duck."]}`,
	"garlic chicken": `{"title":"Garlic Butter Chicken","servings":4,"ingredients":["4 boneless skinless chicken breasts","4 cloves garlic, minced","2 tbsp butter","1 tbsp olive oil","1 tsp paprika","salt and pepper","1 tbsp chopped parsley"],
	"instructions":["Season the chicken with paprika, salt and pepper.","Heat the oil in a skillet over medium-high heat and cook the chicken 6-7 minutes a side until cooked through.","Lower the heat, add the butter and garlic and cook 1 minute, spooning it over the chicken.","Scatter the parsley and serve."]}`,
	"cod": `{"title":"Pan-Seared Cod","servings":2,"ingredients":["2 cod fillets","1 tbsp olive oil","1 tbsp butter","1 lemon","salt and pepper","1 tbsp chopped parsley"],
	"instructions":["Pat the cod dry and season with salt and pepper.","Heat the oil in a skillet over medium-high heat and sear the cod 4 minutes without moving it.","Turn, add the butter and baste 3 minutes until the fish flakes.","Squeeze over the lemon, scatter the parsley and serve."]}`,
	"carnitas": `{"title":"Carnitas","servings":6,"ingredients":["3 lb pork shoulder, cut into 2-inch chunks","1 onion, quartered","4 cloves garlic, smashed","2 oranges, juiced","1 tsp cumin","1 tsp dried oregano","2 tsp salt","1 cup water","2 tbsp lard"],
	"instructions":["Put the pork, onion, garlic, orange juice, cumin, oregano, salt and water in a heavy pot and bring to a simmer.","Cover and simmer gently for 2 1/2 hours until the pork is very tender.","Uncover and boil until the liquid is gone, 15 minutes.","Add the lard and fry the pork in its fat until crisp at the edges, 10 minutes, then shred."]}`,
	"pho": `{"title":"Beef Pho","servings":4,"ingredients":["8 cups beef broth","1 onion, halved","2 inch ginger, sliced","2 star anise","1 cinnamon stick","2 tbsp fish sauce","1 tbsp sugar","8 oz rice noodles","8 oz sirloin, sliced paper thin","1 cup bean sprouts","1 lime, cut in wedges","basil leaves"],
	"instructions":["Char the onion and ginger in a dry pan, 5 minutes.","Add them to the broth with the star anise and cinnamon and simmer 30 minutes; strain, then season with the fish sauce and sugar.","Soak the noodles in hot water 10 minutes and drain.","Divide the noodles and raw sirloin between bowls and ladle the boiling broth over. Serve with the bean sprouts, lime and basil."]}`,
	"ribs": `{"title":"Oven Baby Back Ribs","servings":4,"ingredients":["3 lb baby back ribs","2 tbsp brown sugar","1 tbsp paprika","1 tsp garlic powder","1 tsp salt","1 cup barbecue sauce"],
	"instructions":["Heat the oven to 150°C (300°F).","Rub the ribs with the sugar, paprika, garlic powder and salt and wrap tightly in foil.","Bake 2 1/2 hours until tender.","Open the foil, pour the juices away and brush with the barbecue sauce. Turn the oven up to 220°C (425°F) and roast uncovered 10 minutes until sticky."]}`,
	"hotpot": `{"title":"Lancashire Hotpot","servings":4,"ingredients":["2 lb lamb neck, cut into chunks","2 onions, sliced","2 lb potatoes, thinly sliced","2 tbsp plain flour","2 cups lamb stock","1 tsp thyme","2 tbsp butter, melted","salt and pepper"],
	"instructions":["Heat the oven to 160°C (325°F).","Toss the lamb in the flour and season.","Layer the lamb and onions in a casserole, pour in the stock and scatter the thyme.","Overlap the potato slices on top and brush with the butter.","Cover and bake 2 hours.","Uncover, turn the oven up to 200°C (400°F) and bake 30 minutes more until the potatoes are golden."]}`,
	"paella": `{"title":"Chicken and Chorizo Paella","servings":4,"ingredients":["1.5 cups bomba rice","4 cups chicken stock","1 lb chicken thighs, cut into pieces","4 oz chorizo, sliced","1 onion, chopped","1 red bell pepper, sliced","2 cloves garlic, minced","1 tsp smoked paprika","pinch saffron","2 tbsp olive oil","1 cup frozen peas","1 lemon"],
	"instructions":["Heat the oil in a paella pan and brown the chicken and chorizo, 8 minutes.","Add the onion, pepper and garlic and cook 5 minutes.","Stir in the paprika, saffron and rice, then pour in the stock and bring to a boil.","Simmer without stirring 18 minutes, scattering the peas over for the last 5, until the rice is tender and a crust forms underneath.","Rest 5 minutes and serve with lemon wedges."]}`,
	"roast veg": `{"title":"Roasted Vegetables with Garlic","servings":4,"ingredients":["2 zucchini, sliced","1 red onion, cut in wedges","2 red bell peppers, chunked","6 cloves garlic, minced","3 tbsp olive oil","1 tsp dried oregano","salt and pepper"],
	"instructions":["Heat the oven to 220°C (425°F).","Toss the vegetables and garlic with the oil, oregano, salt and pepper on a baking sheet.","Roast 25 minutes, turning once, until browned at the edges."]}`,
}

// laneDish is one of laneRecipes as the engine reads it.
func laneDish(t *testing.T, name string) Dish {
	t.Helper()
	var r RecipeInput
	if err := json.Unmarshal([]byte(laneRecipes[name]), &r); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return DishFrom(r)
}

// TestAdaptLaneDump prints every cookbook and lane recipe moved to every method, for
// reading as a cook: go test ./engine -run TestAdaptLaneDump -adaptdump.
func TestAdaptLaneDump(t *testing.T) {
	if !*adaptDump {
		t.Skip("no -adaptdump")
	}
	for _, name := range slices.Sorted(maps.Keys(laneRecipes)) {
		dumpAdapted(name, laneDish(t, name))
	}
	for _, name := range slices.Sorted(maps.Keys(cookbook)) {
		dumpAdapted(name, cookbookDish(t, name))
	}
}

func dumpAdapted(name string, d Dish) {
	fmt.Printf("=================== %s (%s, %s)\n", name, d.sourceMethod(), d.kind())
	for _, s := range d.Steps {
		fmt.Printf("  | %s\n", s.Text)
	}
	for _, m := range Methods {
		out, err := AdaptMethod(d, m)
		if err != nil {
			fmt.Printf("--- %s -> %s: REFUSED %v\n", name, m, err)
			continue
		}
		fmt.Printf("--- %s -> %s\n%s", name, m, transformedText(out))
	}
}

// laneAdapt moves a lane recipe to target, failing the test on a refusal.
func laneAdapt(t *testing.T, name, target string) (Dish, string) {
	t.Helper()
	d := laneDish(t, name)
	out, err := AdaptMethod(d, target)
	if err != nil {
		t.Fatalf("%s -> %s: %v", name, target, err)
	}
	if f := adaptFault(t, d, out, target); f != "" {
		t.Errorf("%s -> %s: %s", name, target, f)
	}
	return d, stepsText(out.Steps)
}

// A risotto in the pressure cooker: the rice toasted, the wine boiled off before the
// stock, about twice the rice's volume of stock (3 cups to 1 1/2 cups arborio), 6
// minutes at high pressure, quick release, then the butter and parmesan.
func TestPressureCookerRisotto(t *testing.T) {
	_, text := laneAdapt(t, "risotto", "pressure-cooker")
	rice, wine, stock, butter := strings.Index(text, "arborio rice for a minute"), strings.Index(text, "wine"), strings.Index(text, "3 cups of chicken stock"), strings.Index(text, "butter and parmesan")
	if rice < 0 || wine < rice || stock < wine || butter < stock {
		t.Errorf("want rice, then wine, then 3 cups stock, then butter and parmesan: got %q", text)
	}
	for _, want := range []string{"evaporated", "6 minutes", "Quick-release"} {
		if !strings.Contains(text, want) {
			t.Errorf("want %q in %q", want, text)
		}
	}
	if strings.Contains(text, "ladle at a time") {
		t.Errorf("the stovetop's ladling survives the pressure cooker: %q", text)
	}
}

// Fried rice goes in the air fryer as a cook would do it: the cold rice tossed with the
// oil in a tin that fits the basket, at 200°C, stirred every few minutes.
func TestAirFryerFriedRice(t *testing.T) {
	_, text := laneAdapt(t, "fried rice", "air-fryer")
	for _, want := range []string{temp(200), "every 4 minutes", "tin"} {
		if !strings.Contains(text, want) {
			t.Errorf("want %q in %q", want, text)
		}
	}
}

// A duck breast on the grill, in the air fryer or the oven is served pink, its fat
// rendered first: never "cooked through" beside "pink".
func TestDuckBreastStaysPink(t *testing.T) {
	rec, err := Generate(Request{Pantry: strings.Split("duck breast,orange,potatoes,green beans", ","), Servings: 2, TimeAvailable: 60})
	if err != nil {
		t.Fatal(err)
	}
	dishes := map[string]Dish{"pasted": laneDish(t, "duck breast"), "generated": roundTrip(t, rec)}
	for _, name := range []string{"pasted", "generated"} {
		for _, m := range []string{"grill", "air-fryer", "oven"} {
			out, err := AdaptMethod(dishes[name], m)
			if err != nil {
				t.Errorf("%s duck -> %s: %v", name, m, err)
				continue
			}
			text := stepsText(out.Steps)
			if strings.Contains(text, "cooked through") || !strings.Contains(text, "57") {
				t.Errorf("%s duck -> %s: want it pink at 57°C, never cooked through: %q", name, m, text)
			}
			if m == "grill" && !strings.Contains(text, "render") {
				t.Errorf("%s duck -> grill: the fat is not rendered first: %q", name, text)
			}
		}
	}
}

// Minced garlic does not sit through a dry method's full time: it goes in for the last
// minutes, or warmed in a small pan off the grill.
func TestGarlicGoesInLate(t *testing.T) {
	for _, name := range []string{"garlic chicken", "roast veg"} {
		for _, m := range []string{"air-fryer", "grill", "oven"} {
			d := laneDish(t, name)
			if d.sourceMethod() == m {
				continue
			}
			laneAdapt(t, name, m)
			out, _ := AdaptMethod(d, m)
			for _, st := range out.Steps {
				s := st.Text
				if strings.Contains(s, "garlic") && !containsAny(strings.ToLower(s), []string{"for the last", "small pan"}) && containsAny(s, []string{"air-fry", "roast for", "grill over"}) {
					t.Errorf("%s -> %s: the garlic cooks the whole time: %q", name, m, s)
				}
			}
		}
	}
	// Whole chicken breasts get the time they need to reach 74°C.
	out, err := AdaptMethod(laneDish(t, "garlic chicken"), "air-fryer")
	if err != nil {
		t.Fatal(err)
	}
	if out.Timing.CookMinutes < 15 {
		t.Errorf("whole chicken breasts air-fried in %d minutes", out.Timing.CookMinutes)
	}
}

// Ribs a low oven braised in foil: on the grill they cook the same low way over
// indirect heat and glaze over the fire; in a cooker they braise, and the oven heats
// only for the glaze; the air fryer crisps them unwrapped.
func TestRibsMoveAsACookWould(t *testing.T) {
	for _, c := range []struct {
		target        string
		want, notWant []string
	}{
		{"grill", []string{"indirect heat", "unlit side", "over direct heat"}, []string{"Turn the oven", "oven to"}},
		{"air-fryer", []string{"Air-fry at"}, []string{"foil", "oven"}},
		{"slow-cooker", []string{"Heat the oven to 220", "baking sheet"}, []string{"150°C", "foil"}},
		{"pressure-cooker", []string{"25 minutes", "Heat the oven to 220"}, []string{"150°C", "foil"}},
	} {
		_, text := laneAdapt(t, "ribs", c.target)
		for _, w := range c.want {
			if !strings.Contains(text, w) {
				t.Errorf("ribs -> %s: want %q in %q", c.target, w, text)
			}
		}
		for _, w := range c.notWant {
			if strings.Contains(text, w) {
				t.Errorf("ribs -> %s: %q in %q", c.target, w, text)
			}
		}
	}
}

// The pho's beef is laid raw in the bowls and cooked by the boiling broth, whatever
// cooks the broth: it never simmers in the pot; the charred onion and ginger go in it,
// and the fish sauce is kept.
func TestPhoBeefStaysRawForTheBowls(t *testing.T) {
	for _, m := range []string{"pressure-cooker", "slow-cooker", "microwave"} {
		_, text := laneAdapt(t, "pho", m)
		if strings.Contains(text, "brown the sirloin") || strings.Contains(text, "sirloin in the slow cooker") || strings.Contains(text, "Stir in the sirloin") {
			t.Errorf("pho -> %s: the sirloin goes in the pot: %q", m, text)
		}
		for _, w := range []string{"fish sauce", "onion and ginger", "raw sirloin between bowls"} {
			if !strings.Contains(text, w) {
				t.Errorf("pho -> %s: want %q in %q", m, w, text)
			}
		}
	}
}

// A pho that calls its steak "raw beef" in the bowls still keeps it out of the pot.
func TestPhoRawBeefByAnotherName(t *testing.T) {
	var r RecipeInput
	if err := json.Unmarshal([]byte(strings.Replace(laneRecipes["pho"], "raw sirloin", "raw beef", 1)), &r); err != nil {
		t.Fatal(err)
	}
	for _, m := range []string{"pressure-cooker", "slow-cooker", "oven"} {
		out, err := AdaptMethod(DishFrom(r), m)
		if err != nil {
			t.Errorf("pho -> %s: %v", m, err)
			continue
		}
		if text := stepsText(out.Steps); strings.Contains(text, "brown the sirloin") || strings.Contains(text, "sirloin in the slow cooker") {
			t.Errorf("pho -> %s: the sirloin goes in the pot: %q", m, text)
		}
	}
}

// The carnitas' orange juice braises with the pork in every pot; the paella's rice
// cooks in the stock, not beside it, and the microwave is refused with the reason; a
// pan-seared cod fillet roasts in minutes, unturned, in the oven.
func TestJuiceRiceAndFishMoveWhole(t *testing.T) {
	for _, m := range []string{"slow-cooker", "pressure-cooker", "oven"} {
		_, text := laneAdapt(t, "carnitas", m)
		if !strings.Contains(text, "juice of the oranges goes in") || strings.Contains(text, "Toss with the oranges") {
			t.Errorf("carnitas -> %s: the orange juice does not braise: %q", m, text)
		}
	}
	for _, m := range []string{"pressure-cooker", "oven"} {
		_, text := laneAdapt(t, "paella", m)
		if !strings.Contains(text, "Stir in the bomba rice") || strings.Contains(text, "as the packet says") {
			t.Errorf("paella -> %s: the rice is not cooked in the stock: %q", m, text)
		}
	}
	if _, err := AdaptMethod(laneDish(t, "paella"), "microwave"); err == nil || !strings.Contains(err.Error(), "different speeds") {
		t.Errorf("paella -> microwave: want a refusal, got %v", err)
	}
	out, err := AdaptMethod(laneDish(t, "cod"), "oven")
	if err != nil {
		t.Fatalf("cod -> oven: %v", err)
	}
	if text := stepsText(out.Steps); !strings.Contains(text, "without turning") || strings.Contains(text, "Turn, add the butter") || out.Timing.CookMinutes > 30 {
		t.Errorf("cod -> oven: %q (%d minutes)", text, out.Timing.CookMinutes)
	}
}

// Every cookbook and lane recipe moved to every method: no ingredient lost, no oven
// turned up where there is none, never "cooked through" beside "pink".
func TestAdaptSweepCookbook(t *testing.T) {
	dishes := map[string]Dish{}
	for _, name := range slices.Sorted(maps.Keys(laneRecipes)) {
		dishes["lane "+name] = laneDish(t, name)
	}
	for _, name := range slices.Sorted(maps.Keys(cookbook)) {
		dishes[name] = cookbookDish(t, name)
	}
	for _, name := range slices.Sorted(maps.Keys(dishes)) {
		d := dishes[name]
		for _, m := range Methods {
			out, err := AdaptMethod(d, m)
			if err != nil || d.sourceMethod() == m {
				continue // a recipe already cooked by m comes back as it was written
			}
			if f := adaptFault(t, d, out, m); f != "" {
				t.Errorf("%s -> %s: %s", name, m, f)
			}
			text := stepsText(out.Steps)
			if m != "oven" && strings.Contains(text, "Turn the oven up") && !strings.Contains(text, "Heat the oven") {
				t.Errorf("%s -> %s: the oven is turned up: %q", name, m, text)
			}
			for _, s := range out.Steps {
				if strings.Contains(s.Text, "cooked through") && strings.Contains(s.Text, "pink") && !strings.Contains(s.Text, "shrimp") {
					t.Errorf("%s -> %s: cooked through and pink: %q", name, m, s.Text)
				}
			}
		}
	}
}

// The sauce made after the chicken left the skillet for the air fryer is made in a
// skillet of its own, not "the skillet" no step heated.
func TestSauceGetsItsOwnSkillet(t *testing.T) {
	for _, m := range []string{"air-fryer", "oven", "grill"} {
		out, err := AdaptMethod(cookbookDish(t, "alfredo"), m)
		if err != nil {
			t.Fatalf("alfredo -> %s: %v", m, err)
		}
		if text := stepsText(out.Steps); strings.Contains(text, "in the skillet") || !strings.Contains(text, "in a skillet") {
			t.Errorf("alfredo -> %s: %q", m, text)
		}
	}
}
