package engine

import (
	"strings"
	"testing"
)

// Proteins a home cook keeps are foods of the table, each with the dish a cook makes of
// it (chicken livers, onion, butter and brandy on toast were "Mushrooms on Toast" that
// bought the mushrooms, the livers dropped as an unknown word).
func TestHomeProteinsAreKnown(t *testing.T) {
	words := map[string]string{
		"chicken livers": "chicken livers", "duck legs": "duck legs", "duck leg": "duck legs",
		"lamb shanks": "lamb shanks", "oxtail": "oxtail", "venison steaks": "venison steak",
		"venison mince": "ground venison", "rabbit": "rabbit", "black pudding": "black pudding",
		"gammon steak": "gammon steak", "gammon joint": "gammon joint", "gammon": "gammon joint",
		"pork tenderloin": "pork tenderloin", "pork fillet": "pork tenderloin", "pork shoulder": "pork shoulder",
		"beef brisket": "beef brisket", "short ribs": "short ribs", "veal escalopes": "veal escalope",
		"clams": "clams", "crab meat": "crab meat", "lobster tails": "lobster", "brandy": "brandy", "cognac": "brandy",
		"bourbon": "bourbon",
	}
	for word, want := range words {
		in, ok := Lookup(word)
		if !ok {
			t.Errorf("%q: not a known ingredient, want %s", word, want)
			continue
		}
		if in.Name != want {
			t.Errorf("%q: got %s, want %s", word, in.Name, want)
		}
	}
	// Kosher law forbids rabbit and black pudding (blood) though neither is shellfish;
	// halal allows rabbit.
	rabbit, _ := Lookup("rabbit")
	if keeps("kosher", rabbit) || !keeps("halal", rabbit) {
		t.Errorf("rabbit: kosher %v, halal %v; want false, true", keeps("kosher", rabbit), keeps("halal", rabbit))
	}
	pudding, _ := Lookup("black pudding")
	if keeps("kosher", pudding) || keeps("halal", pudding) || keeps("gluten-free", pudding) {
		t.Errorf("black pudding keeps kosher, halal or gluten-free; it holds pork blood and oats or barley")
	}
}

// Each protein gets the dish a cook makes of a realistic pantry, cooked its own way.
func TestHomeProteinsMakeTheirDish(t *testing.T) {
	checkDishCases(t, []dishCase{
		// Lamb shanks and oxtail braise whole on the bone, in the oven, and come to the plate on mash.
		{"lamb shanks, red wine, onion, carrot, rosemary, potatoes", "", 0, 4, "braised lamb shanks", "slow braise"},
		{"lamb shank, onions, carrots, celery, beef stock, potatoes, butter, milk", "", 0, 2, "braised lamb shanks", "slow braise"},
		{"oxtail, onion, carrot, red wine, beef stock, potatoes", "", 0, 4, "braised oxtail", "slow braise"},
		{"duck legs, red wine, onion, carrot, thyme, potatoes", "", 0, 2, "braised duck legs", "slow braise"},
		// Chicken livers fried pink in butter, the pan deglazed with brandy, on toast.
		{"chicken livers, onion, butter, brandy, thyme, toast", "", 0, 2, "chicken livers on toast", "livers on toast"},
		{"chicken livers, sourdough bread, shallot, double cream, butter", "", 20, 1, "chicken livers on toast", "livers on toast"},
		// Duck breast: skin scored, rendered from a cold pan, served pink; an orange or honey makes its sauce.
		{"duck breasts, orange, honey, potatoes, green beans", "", 0, 2, "duck with orange sauce", "duck breast"},
		{"duck breast, honey, new potatoes, spinach", "", 0, 2, "honey-glazed duck", "duck breast"},
		{"duck breast, green beans, potatoes", "", 0, 2, "crispy-skinned duck", "duck breast"},
		// Venison steaks are seared like beef and rested; venison mince makes a ragù.
		{"venison steaks, butter, garlic, thyme, potatoes", "", 0, 2, "venison", "seared steak"},
		{"venison mince, onion, carrot, tinned tomatoes, spaghetti", "", 0, 4, "venison bolognese", ""},
		// Rabbit braises like chicken on the bone; black pudding is fried in slices beside the eggs.
		{"rabbit, onion, carrot, white wine, dijon mustard, potatoes", "", 0, 4, "rabbit", "stew"},
		{"black pudding, eggs, bacon, bread, baked beans", "", 0, 2, "full english", "fry-up"},
		// A veal escalope in a lemon and caper pan sauce; a gammon joint braised in cider.
		{"veal escalopes, lemon, capers, butter, spaghetti", "", 0, 2, "veal piccata", "skillet"},
		{"gammon joint, onion, carrot, cider, apples, potatoes", "", 0, 4, "gammon", "stew"},
		{"gammon steaks, apples, onion, potatoes", "", 0, 2, "gammon with apples", "skillet"},
		// Crab meat (cooked) and lobster tails go through a garlic and chilli spaghetti (both were left out).
		{"crab meat, spaghetti, chilli, lemon, garlic", "", 0, 2, "spaghetti", "dressed pasta"},
		{"lobster tails, butter, garlic, lemon, spaghetti", "", 0, 2, "spaghetti", "dressed pasta"},
		// A pork tenderloin is browned whole, roasted to 63°C and rested, then sliced (it
		// was cut into pieces for a traybake, as pork loin chops are).
		{"pork tenderloin, garlic, olive oil, potato, green beans", "", 0, 2, "roast pork tenderloin", "roast tenderloin"},
		{"pork fillet, dijon mustard, double cream, potatoes", "", 0, 4, "roast pork tenderloin", "roast tenderloin"},
		// A gammon steak is fried with pineapple or an egg, and chips (it was seared with
		// bought asparagus and green beans, the pineapple and egg left over).
		{"gammon steak, pineapple, egg, potato", "", 0, 2, "gammon, egg and chips|gammon with pineapple", "gammon"},
		{"gammon steaks, eggs, potatoes, frozen peas", "british", 60, 4, "gammon, egg and chips", "gammon"},
		{"gammon steak, tinned pineapple", "", 0, 1, "gammon with pineapple", "gammon"},
	})
}

// A protein is cooked the way its own kind is: cured chorizo or salami fried for its
// fat, never "to 71°C" like raw sausage; a duck breast from a cold pan, skin down, and
// served pink with the USDA line beside it, never seared in oil "to 74°C" like chicken.
func TestProteinDonenessWords(t *testing.T) {
	cases := []struct {
		pantry        string
		cuisine       string
		want, notWant string
	}{
		{"duck breast, green beans, potatoes", "", "cold, dry heavy skillet", "cooked through (74°C"},
		{"duck breast, orange, potatoes", "", "for pink; the USDA's safe line for poultry is 74°C", "in hot oil"},
		{"chorizo, onion, red pepper, chicken broth", "spanish", "released its red oil", "cooked through (71°C"},
		{"chicken livers, butter, bread", "", "just pink inside", "cooked through (74°C / 165°F inside)"},
		{"crab meat, spaghetti, chilli, lemon, garlic", "", "crab meat until heated through", "crab meat until just cooked through"},
		{"lobster tails, butter, garlic, lemon, spaghetti", "", "shelled", "cut the lobster into"},
	}
	for _, c := range cases {
		req := Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: 2}
		rec, _, err := generate(req)
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		text := recipeText(rec)
		if c.want != "" && !strings.Contains(text, c.want) {
			t.Errorf("%s: %q has no %q\n%s", c.pantry, rec.Title, c.want, text)
		}
		if c.notWant != "" && strings.Contains(text, c.notWant) {
			t.Errorf("%s: %q says %q\n%s", c.pantry, rec.Title, c.notWant, text)
		}
	}
	for name, want := range map[string]string{
		"chorizo": "red oil", "salami": "fat runs", "pepperoni": "fat runs", "prosciutto": "crisp",
		"black pudding": "crisp outside", "ham": "heated through", "bacon": "crisp",
		"pork sausage": "71°C", "gammon steak": "63°C", "rabbit": "71°C", "venison steak": "63°C",
		"ground venison": "71°C", "veal escalope": "63°C", "beef chuck": "63°C",
	} {
		if got := doneness(mustLookup(name)); !strings.Contains(got, want) {
			t.Errorf("doneness(%s) = %q, want %q in it", name, got, want)
		}
	}
}

// A fillet seared beside a vegetable that boils and one that fries still cooks last:
// the boiling one starts first, the fried one before the fish (a cod sat on a plate
// while mushrooms cooked, and the artichoke's boiling was lost from the steps).
func TestFilletSearsLastBesideABoiledVegetable(t *testing.T) {
	for _, pantry := range []string{
		"cod, portobello mushroom, ham, chicken livers, panko, turmeric, spam, artichoke",
		"cod, mushrooms, artichoke, lemon",
	} {
		req := Request{Pantry: strings.Split(pantry, ", "), Cuisine: "british", Servings: 2, TimeAvailable: 35,
			Rules: Rules{Restrictions: []string{"nut-free", "dairy-free"}, Allergies: []string{"eggs"}}}
		rec, err := Generate(req)
		if err != nil {
			t.Errorf("%s: %v", pantry, err)
			continue
		}
		if msg := fishWaitsForVegetables(rec); msg != "" {
			t.Errorf("%s: %s\n%s", pantry, msg, recipeText(rec))
		}
		if msg := preppedNeverUsed(rec); msg != "" {
			t.Errorf("%s: %s\n%s", pantry, msg, recipeText(rec))
		}
	}
}
