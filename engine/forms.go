package engine

import (
	"math"
	"strings"
)

// form is a kind of dish: what it needs, what it accepts, and how it is cooked.
type form struct {
	name, title    string
	minSkill       int  // 0 beginner, 1 intermediate, 2 advanced
	simple         bool // a good first dish for beginners
	minMinutes     int  // the quickest it can honestly be made
	starch         string
	starchRequired bool
	needsEggs      bool
	raw            bool // served uncooked: only aromatics that are good raw
	cheeseKey      bool // cheese is part of the dish, not a garnish
	vegGrams       float64
	liquidML       float64 // per serving
	fatFactor      float64
	saltFactor     float64
	method         string // how the protein is cooked: sear, braise, roast, simmer, none
	ownsEggs       bool   // the technique cooks the dish's eggs itself (carbonara), none go on top
	starchInPot    bool   // the starch cooks in the dish (paella), not on its own
	equipment      []string
	write          func(d *dish)
}

func init() {
	for _, f := range []*form{
		{name: "stir-fry", title: "Stir-Fry", minMinutes: 20, starch: "rice", vegGrams: 160, fatFactor: 1.2, saltFactor: 0.3,
			method: "sear", equipment: []string{"wok or large skillet", "saucepan with lid"}, write: writeStirFry},
		{name: "fried rice", title: "Fried Rice", minMinutes: 20, starch: "rice", starchRequired: true, vegGrams: 120,
			fatFactor: 1.3, saltFactor: 0.3, method: "sear", equipment: []string{"wok or large skillet", "saucepan with lid", "baking sheet"},
			write: writeFriedRice},
		{name: "noodle bowl", title: "Noodle Bowl", minMinutes: 20, starch: "noodles", starchRequired: true, vegGrams: 120,
			liquidML: 350, fatFactor: 0.6, saltFactor: 0.5, method: "simmer", equipment: []string{"large pot", "saucepan"},
			write: writeNoodleBowl},
		{name: "pasta", title: "Pasta", minMinutes: 20, simple: true, starch: "pasta", starchRequired: true, vegGrams: 120,
			liquidML: 100, fatFactor: 1, saltFactor: 0.6, method: "sear", equipment: []string{"large pot", "large skillet", "colander"},
			write: writePasta},
		{name: "curry", title: "Curry", minMinutes: 30, starch: "rice", vegGrams: 150, liquidML: 120, fatFactor: 1,
			saltFactor: 0.6, method: "simmer", equipment: []string{"large saucepan or Dutch oven", "saucepan with lid"}, write: writeCurry},
		{name: "soup", title: "Soup", minMinutes: 30, simple: true, vegGrams: 170, liquidML: 350, fatFactor: 0.8,
			saltFactor: 0.8, method: "simmer", equipment: []string{"large pot"}, write: writeSoup},
		{name: "stew", title: "Stew", minMinutes: 45, vegGrams: 170, liquidML: 200, fatFactor: 1, saltFactor: 0.8,
			method: "braise", equipment: []string{"Dutch oven or heavy pot with lid"}, write: writeStew},
		{name: "grain bowl", title: "Grain Bowl", minMinutes: 25, simple: true, starch: "grain", starchRequired: true,
			vegGrams: 160, fatFactor: 1.4, saltFactor: 0.5, method: "sear", equipment: []string{"saucepan with lid", "large skillet", "small bowl"},
			write: writeGrainBowl},
		{name: "salad", title: "Salad", minMinutes: 10, simple: true, raw: true, vegGrams: 180, fatFactor: 1.6,
			saltFactor: 0.3, method: "sear", equipment: []string{"large bowl", "small jar or bowl", "skillet"}, write: writeSalad},
		{name: "sheet-pan roast", title: "Sheet-Pan Roast", minMinutes: 30, simple: true, vegGrams: 220, fatFactor: 1.4,
			saltFactor: 0.6, method: "roast", equipment: []string{"rimmed baking sheet", "parchment paper"}, write: writeSheetPan},
		{name: "tacos", title: "Tacos", minMinutes: 20, simple: true, starch: "tortilla", starchRequired: true, vegGrams: 110,
			fatFactor: 1, saltFactor: 0.5, method: "sear", equipment: []string{"large skillet", "dry pan or griddle"}, write: writeTacos},
		{name: "risotto", title: "Risotto", minSkill: 1, minMinutes: 35, starch: "arborio", starchRequired: true, cheeseKey: true,
			vegGrams: 110, liquidML: 280, fatFactor: 1, saltFactor: 0.4, method: "sear",
			equipment: []string{"wide heavy saucepan", "small saucepan", "ladle", "wooden spoon"}, write: writeRisotto},
		{name: "skillet", title: "Skillet", minMinutes: 25, simple: true, vegGrams: 160, liquidML: 60, fatFactor: 1,
			saltFactor: 0.6, method: "sear", equipment: []string{"large skillet with lid"}, write: writeSkillet},
		{name: "casserole", title: "Bake", minMinutes: 45, starch: "pasta", starchRequired: true, cheeseKey: true, vegGrams: 130,
			liquidML: 120, fatFactor: 0.8, saltFactor: 0.6, method: "sear",
			equipment: []string{"large pot", "large skillet", "23 x 33 cm (9 x 13 in) baking dish"}, write: writeCasserole},
	} {
		registerTechnique(f)
	}
}

// affinity says how much an ingredient in the pantry calls for this form.
func (f *form) affinity(in *Ingredient) float64 {
	switch {
	case f.needsEggs && in.Category == "eggs":
		return 4
	case f.name == "risotto" && in.Name == "arborio rice":
		return 6
	case f.name == "fried rice" && in.Name == "cooked rice":
		return 6
	case f.name == "curry" && (in.Name == "coconut milk" || isCurryPaste(in) || in.Name == "curry powder"):
		return 3
	case f.name == "soup" && (in.Is(RoleLiquid) && in.Category == "canned-jarred"):
		return 2
	case f.name == "salad" && (in.Name == "romaine lettuce" || in.Name == "mixed greens" || in.Name == "arugula" || in.Name == "iceberg lettuce"):
		return 3
	case f.name == "stew" && f.takesProtein(in) && braiseMinutes(in) >= 60:
		return 3
	case f.starch != "" && in.Is(RoleStarch) && f.takesStarch(in):
		return 3
	case f.name == "sheet-pan roast" && in.Category == "produce" && hardness(in) >= 2:
		return 1
	}
	return 0
}

// takesProtein reports whether the form can cook this protein well.
func (f *form) takesProtein(in *Ingredient) bool {
	if !in.Is(RoleProtein) || in.Is(RoleGarnish) && in.Category != "seafood" && in.Category != "nuts-seeds" && in.Category != "dairy" {
		if !(in.Name == "bacon" || in.Name == "chorizo" || in.Name == "pancetta") {
			return in.Is(RoleProtein) && f.name == "salad"
		}
	}
	if in.Is(RoleCheese) {
		return cheeseForms[in.Name][f.name]
	}
	ground := strings.HasPrefix(in.Name, "ground ")
	switch f.name {
	case "sheet-pan roast":
		return !ground && in.Name != "whole chicken" && in.Category != "canned-jarred" && !cookedAlready(in) &&
			in.Per100g.Kcal < 300 || in.Name == "chickpeas" || in.Name == "italian sausage" || in.Name == "pork sausage"
	case "salad", "grain bowl":
		return in.Name != "whole chicken" && braiseMinutes(in) < 60 && !strings.Contains(in.Name, "lentil") && in.Name != "split peas"
	case "stew", "soup", "curry":
		return in.Name != "whole chicken" && in.Name != "smoked salmon" && in.Category != "nuts-seeds"
	case "tacos":
		return braiseMinutes(in) < 60 && in.Name != "whole chicken" && !strings.Contains(in.Name, "lentil") && in.Name != "split peas"
	}
	return in.Name != "whole chicken" && braiseMinutes(in) < 60 && !strings.Contains(in.Name, "lentil") && in.Name != "split peas"
}

// cheeseForms are the forms that treat a cheese well as the main protein: paneer and
// halloumi hold their shape in a hot pan, soft cheeses are eaten cold.
var cheeseForms = map[string]map[string]bool{
	"paneer":         {"curry": true, "stir-fry": true, "skillet": true, "grain bowl": true, "salad": true, "tacos": true, "sheet-pan roast": true},
	"halloumi":       {"salad": true, "grain bowl": true, "sheet-pan roast": true, "tacos": true, "skillet": true},
	"cottage cheese": {"salad": true, "grain bowl": true},
}

// proteinFit ranks pantry proteins for this form and cuisine.
func (f *form) proteinFit(in *Ingredient, cu *cuisine) int {
	score := 0
	for i, n := range cu.proteins {
		if n == in.Name {
			score += 10 - i
		}
	}
	if in.Category == "meat" || in.Category == "poultry" || in.Category == "seafood" {
		score += 11 // the cook's meat or fish is the dish; their beans can go alongside
	}
	if f.name == "stew" && braiseMinutes(in) >= 60 {
		score += 5
	}
	return score
}

func (f *form) takesVegetable(in *Ingredient) bool {
	leafy := hardness(in) == 0
	switch f.name {
	case "salad":
		return in.Category == "produce" && in.Name != "potato" && in.Name != "sweet potato" && in.Name != "butternut squash" &&
			in.Name != "eggplant" && in.Name != "okra" && in.Name != "artichoke" && in.Name != "plantain" && in.Name != "parsnip" &&
			in.Name != "turnip" && in.Name != "beet" && in.Name != "celery root" && in.Name != "pumpkin" && in.Name != "leek" &&
			in.Name != "rutabaga" && in.Name != "lotus root" && in.Name != "wood ear mushroom" && in.Name != "collard greens" ||
			in.Category == "canned-jarred" && !in.Is(RoleLiquid) || in.Name == "frozen corn" || in.Name == "frozen peas"
	case "snack plate":
		return crudites[in.Name] // a board of cheese takes what is eaten raw: no raw squash or collard greens
	case "sheet-pan roast":
		return !leafy || in.Name == "kale"
	case "risotto", "frittata", "pasta", "casserole", "stir-fry", "fried rice", "noodle bowl":
		// A wok's few minutes never cook a diced potato through, and nobody fries rice
		// or noodles with potato: the potatoes wait for a hash or a curry.
		return in.Name != "potato" && in.Name != "sweet potato" && in.Name != "butternut squash" || f.name == "frittata" && in.Name == "potato"
	}
	return true
}

// crudites are the vegetables a cook cuts raw onto a board beside cheese.
var crudites = map[string]bool{"cucumber": true, "carrot": true, "celery": true, "radish": true, "red bell pepper": true,
	"green bell pepper": true, "cherry tomato": true, "tomato": true, "jicama": true, "fennel": true, "snow peas": true,
	"daikon": true, "cauliflower": true, "romaine lettuce": true, "iceberg lettuce": true, "arugula": true,
	"watercress": true, "mixed greens": true, "avocado": true}

// rawOnly vegetables are eaten raw: nobody cooks a cucumber "until tender".
var rawOnly = map[string]bool{"cucumber": true, "romaine lettuce": true, "iceberg lettuce": true, "mixed greens": true,
	"arugula": true, "radish": true, "avocado": true, "watercress": true, "butter lettuce": true}

// rawSideGrams is the raw vegetable a plate takes beside or on top of a cooked dish.
const rawSideGrams = 60

// rawOnTop moves the pantry's raw-only vegetables of a cooked dish from the pan to the
// plate: sliced cucumber beside the salmon, avocado on the chili.
func (d *dish) rawOnTop() {
	switch f := d.form; {
	case f.raw || ownFill[f.name] || f.name == "salad" || f.name == "grain bowl" || f.name == "tacos" || f.name == "noodle bowl":
		return
	}
	var cooked []*part
	for _, v := range d.vegs {
		if rawOnly[v.in.Name] {
			v.role = RoleGarnish
			v.grams = math.Min(v.grams, rawSideGrams*d.servings) // a few slices a plate, not two cucumbers
			// Cucumber and radish are sliced thin for the plate; leaves go on as they are.
			if v.prep == "" && hardness(v.in) > 0 || strings.HasPrefix(v.prep, "diced") || strings.HasPrefix(v.prep, "cut") {
				v.prep = "thinly sliced"
			}
			d.garnishes = append(d.garnishes, v)
			continue
		}
		cooked = append(cooked, v)
	}
	d.vegs = cooked
}

// cookedOnly vegetables are rarely eaten raw: a salad sears them first.
var cookedOnly = map[string]bool{"zucchini": true, "broccoli": true, "cauliflower": true, "green beans": true,
	"brussels sprouts": true, "asparagus": true, "yellow squash": true, "bok choy": true, "collard greens": true,
	"swiss chard": true, "shiitake mushroom": true, "portobello mushroom": true, "corn": true}

// takesStarch reports whether a pantry starch fits the form's kind of starch.
func (f *form) takesStarch(in *Ingredient) bool {
	n := in.Name
	rice := strings.Contains(n, "rice") && !strings.Contains(n, "noodle") && n != "rice paper" && n != "rice cakes" && n != "rice flour"
	switch f.starch {
	case "rice":
		return rice || n == "quinoa" || n == "couscous" && f.name != "fried rice"
	case "grain":
		return rice || n == "quinoa" || n == "couscous" || n == "bulgur" || n == "farro" || n == "pearl barley" || n == "wild rice"
	case "arborio":
		return n == "arborio rice"
	case "pasta":
		return in.Category == "grains-pasta" && !rice && !strings.Contains(n, "noodle") && (strings.Contains(n, "pasta") ||
			n == "spaghetti" || n == "penne" || n == "fusilli" || n == "macaroni" || n == "orzo" || n == "lasagna noodles" || n == "gnocchi")
	case "noodles":
		return strings.Contains(n, "noodle") && n != "lasagna noodles" || n == "spaghetti"
	case "tortilla":
		return strings.Contains(n, "tortilla") && n != "tortilla chips" || n == "pita"
	}
	return false
}

func (f *form) defaultStarch(cu *cuisine) string {
	switch f.starch {
	case "rice":
		if f.name == "fried rice" && cu.rice == "arborio rice" {
			return "white rice"
		}
		if cu.rice == "arborio rice" {
			return "white rice"
		}
		return cu.rice
	case "grain":
		return cu.grain
	case "arborio":
		return "arborio rice"
	case "pasta":
		if cu.pasta == "" || cu.pasta == "glass noodles" || strings.Contains(cu.pasta, "noodles") {
			return "penne"
		}
		return cu.pasta
	case "noodles":
		if cu.noodles == "" || cu.noodles == "orzo" {
			return "spaghetti"
		}
		return cu.noodles
	case "tortilla":
		if cu.bread == "corn tortilla" || cu.bread == "pita" {
			return cu.bread
		}
		return "flour tortilla"
	}
	return ""
}

// hardness groups vegetables by cooking time: 0 leafy, 1 soft, 2 medium, 3 hard.
func hardness(in *Ingredient) int {
	switch in.Name {
	case "spinach", "kale", "swiss chard", "collard greens", "romaine lettuce", "iceberg lettuce", "arugula",
		"mixed greens", "watercress", "bean sprouts", "frozen spinach", "basil", "thai basil", "cilantro", "parsley", "mint":
		return 0
	case "potato", "sweet potato", "carrot", "butternut squash", "beet", "parsnip", "turnip", "celery root",
		"pumpkin", "hash browns", "daikon", "plantain", "rutabaga":
		return 3
	case "broccoli", "cauliflower", "green beans", "cabbage", "red cabbage", "eggplant", "okra", "brussels sprouts",
		"fennel", "leek", "artichoke", "frozen broccoli", "corn", "frozen mixed vegetables", "celery", "onion", "red onion":
		return 2
	}
	return 1
}

// quickCuts are how a dish cooked the quick way cuts its firmer vegetables, so they
// cook sooner.
var quickCuts = map[string]string{"diced": "finely diced", "cut into florets": "cut into small florets",
	"sliced": "thinly sliced", "cut into 2 cm (3/4 in) chunks": "cut into 1 cm (1/2 in) pieces"}

// smallCut are the cuts that cook a step quicker than the usual ones.
var smallCut = func() map[string]bool {
	m := map[string]bool{}
	for _, c := range quickCuts {
		m[c] = true
	}
	return m
}()

// braiseMinutes is how long a protein needs to simmer until tender in a stew.
func braiseMinutes(in *Ingredient) int {
	switch in.Name {
	case "beef chuck", "beef brisket", "short ribs", "pork shoulder", "lamb shoulder":
		return 150 // the braising cuts: in 4 cm chunks, fork-tender in 2½ hours, still chewy at 90 minutes
	case "pork ribs", "lamb leg", "pork belly", "gammon joint", "duck legs":
		return 90
	case "lamb shanks":
		return 135 // whole on the bone: falling off it in 2–2½ hours
	case "oxtail":
		return 180 // the gelatine of the joints needs three hours
	case "rabbit":
		return 60 // jointed: the legs tender in an hour, the saddle sooner
	case "chicken drumstick":
		return 40 // whole on the bone: tender in 35–45 minutes
	case "chicken thigh", "chicken wings":
		return 30
	case "brown lentils":
		return 25
	case "split peas":
		return 45 // dried split peas fall to a purée in 45–50 minutes; at 25 they are still hard
	case "red lentils":
		return 18
	}
	switch {
	case (in.Category == "seafood" || in.Category == "canned-jarred" && in.Has(FactFish)) && !cookedAlready(in):
		return 6
	case cookedAlready(in):
		return 5
	}
	return 15
}

// searMinutes is how long bite-size pieces of a protein take in a hot pan.
func searMinutes(in *Ingredient) int {
	switch {
	case in.Name == "shrimp" || in.Name == "scallops" || in.Name == "squid":
		return 3
	case in.Name == "mussels" || in.Name == "clams":
		return 6
	case in.Name == "crab meat" || in.Name == "lobster" || cookedAlready(in) || in.Category == "canned-jarred":
		return 2 // cooked already: it only warms through
	case in.Category == "legumes" && in.Name != "tofu" && in.Name != "tempeh" && in.Name != "silken tofu":
		return 3
	case in.Name == "tofu" || in.Name == "tempeh":
		return 8
	case in.Category == "seafood":
		return 5
	case beefSteaks[in.Name] || in.Name == "flank steak" || in.Name == "lamb chops":
		return 4
	case in.Category == "dairy":
		return 4
	case strings.HasPrefix(in.Name, "ground "):
		return 7
	case isCured(in):
		return 6 // pancetta or bacon crisps in 5–6 minutes
	case in.Name == "pork tenderloin":
		return 6 // the leanest, most tender pork: bite-size pieces are done a minute sooner
	}
	return 7
}

// roastMinutes is how long a protein in the given cut roasts at 220°C (425°F): bite-size
// pieces of a lean cut are done in 15 minutes, long before a whole thigh.
func roastMinutes(in *Ingredient, prep string) int {
	switch {
	case strings.HasPrefix(prep, "cut into") && (in.Category == "meat" || in.Category == "poultry"):
		return min(15, roastMinutes(in, ""))
	case prep == "sliced" && strings.Contains(in.Name, "sausage"):
		return 18
	case in.Name == "chicken drumstick":
		return 35
	case in.Name == "chicken wings":
		return 40
	case in.Name == "chicken thigh" || in.Name == "pork loin" || in.Name == "pork tenderloin" || in.Name == "tofu" || in.Name == "chickpeas" || in.Name == "tempeh":
		return 25
	case in.Name == "shrimp" || in.Name == "scallops":
		return 8
	case in.Category == "seafood":
		if f, ok := filletOf(in); ok {
			return f.roast
		}
		return 12
	case strings.Contains(in.Name, "sausage"):
		return 22
	case in.Category == "legumes":
		return 20
	}
	return 20
}

// doneness says how to know a protein is cooked, with safe inside temperatures.
func doneness(in *Ingredient) string {
	switch {
	case cookedAlready(in):
		return "heated through"
	case in.Name == "chicken livers":
		// Livers are served pink; the food-safety line is the poultry one.
		return "browned outside and just pink inside (74°C / 165°F for no pink)"
	case in.Category == "poultry":
		return "cooked through (74°C / 165°F inside)"
	case in.Name == "bacon" || in.Name == "pancetta":
		return "crisp and its fat has rendered"
	case in.Name == "spam":
		return "browned and crisp at the edges"
	case in.Name == "black pudding":
		return "crisp outside and hot through" // cooked when bought: it is only fried
	case curedSausage[in.Name] != "":
		return curedSausage[in.Name] // cured when bought: fried for its fat and colour, never to a safe heat
	case strings.HasPrefix(in.Name, "ground ") || strings.Contains(in.Name, "sausage") || in.Name == "burger patty":
		return "browned and cooked through (71°C / 160°F inside)"
	case in.Name == "rabbit":
		return "cooked through (71°C / 160°F inside)"
	case in.Category == "meat" && !in.Has(FactPoultry):
		// Whole cuts of pork, lamb, beef, veal and venison: USDA's 63°C after a rest.
		return "browned outside (63°C / 145°F inside)"
	case in.Name == "shrimp":
		return "pink and just opaque"
	case in.Category == "seafood" && in.Has(FactShellfish):
		return "just cooked through"
	case in.Category == "seafood":
		return "opaque and flaking easily (63°C / 145°F)"
	case in.Name == "halloumi":
		return "golden on both sides" // slices, about 2 minutes a side
	case in.Name == "tofu" || in.Name == "tempeh" || in.Name == "paneer":
		return "golden on several sides"
	case in.Category == "produce" && strings.Contains(in.Name, "mushroom"):
		return "browned and their juices have cooked off"
	case in.Category == "produce":
		return "tender and browned in spots"
	}
	return "heated through"
}

// curedSausage is what a cured, ready-to-eat meat is fried until: its fat runs and it
// colours, as a cook watches it, with no safe heat to reach (it is cured already).
var curedSausage = map[string]string{
	"chorizo":     "sizzling and it has released its red oil",
	"salami":      "crisp at the edges and its fat runs",
	"pepperoni":   "crisp at the edges and its fat runs",
	"prosciutto":  "crisp",
	"serrano ham": "crisp",
	"nduja":       "melted into its red oil",
}

// canned is fish from a tin (tuna, sardines): cooked already, it is drained, flaked and
// folded in at the end, never fried.
func canned(in *Ingredient) bool {
	return in.Category == "canned-jarred" && in.Has(FactFish)
}

// sauced are the tinned beans that come in the sauce they are eaten in.
var sauced = map[string]bool{"baked beans": true, "refried beans": true}

func prepFor(in *Ingredient, f *form) string {
	switch {
	case in.Category == "produce":
		return vegPrep(in, f) // a potato curry's potatoes, a mushroom risotto's mushrooms
	case in.Category == "legumes" && (in.Name == "tofu" || in.Name == "tempeh"):
		if f.name == "sheet-pan roast" {
			return "pressed dry and cut into 2 cm (3/4 in) cubes"
		}
		return "pressed dry and cut into 2 cm (3/4 in) cubes"
	case sauced[in.Name]:
		return "" // baked beans are heated in their sauce, never drained and rinsed
	case in.Category == "legumes" && !in.Has(FactLegume):
		// Quorn mince and seitan are no tinned beans: nothing to drain or rinse.
		if in.Name == "seitan" {
			return "cut into bite-size pieces"
		}
		return ""
	case in.Category == "legumes" && in.Per100g.Kcal < 200 || in.Category == "canned-jarred" && in.Has(FactLegume):
		return "drained and rinsed"
	case in.Category == "legumes":
		return "rinsed"
	case canned(in) && in.Name != "anchovies":
		return "drained and flaked"
	case strings.HasPrefix(in.Name, "ground ") || in.Category == "canned-jarred" || cookedAlready(in) && in.Name != "ham" || in.Name == "crab meat" ||
		in.Name == "beef strips": // bought cut thin for a stir-fry: cutting again makes crumbs
		return ""
	case in.Name == "shrimp":
		return "peeled and deveined"
	case in.Name == "lobster":
		return "shelled and cut into 2 cm (3/4 in) pieces" // tails: the shell cut down the back with scissors
	case in.Name == "spam":
		return "cut into 1 cm (1/2 in) cubes"
	case in.Name == "halloumi":
		return "cut into 1 cm (1/2 in) slices" // slices fry golden on both faces; cubes squeak
	case in.Name == "mussels" || in.Name == "clams":
		return "scrubbed"
	case in.Name == "bacon" || in.Name == "pancetta" || in.Name == "chorizo" || strings.Contains(in.Name, "sausage"):
		return "sliced"
	case in.Category == "seafood" && (f.name == "sheet-pan roast" || f.name == "salad" || f.name == "grain bowl"):
		return "patted dry"
	case in.Has(FactBone):
		// Drumsticks, short ribs and chops are cooked as they come: a home knife does not
		// go through bone.
		return "patted dry"
	case f.name == "sheet-pan roast" && (in.Name == "chicken thigh" || in.Name == "pork chop"):
		return "patted dry"
	case in.Name == "chicken drumstick" && (f.name == "stew" || f.method == "braise"):
		return "patted dry" // on the bone, they simmer whole until tender
	case in.Category == "meat" && (in.Name == "flank steak" || beefSteaks[in.Name]) && (f.name == "stir-fry" || f.name == "tacos" || f.name == "noodle bowl"):
		return "thinly sliced against the grain"
	case in.Category == "meat" && braiseMinutes(in) >= 60 && !(f.name == "stew" || f.name == "soup" || f.name == "curry" || f.method == "braise"):
		// A braising cut cooked fast is tender only sliced thin across the grain; in pieces it wants its braise.
		return "thinly sliced against the grain"
	case in.Category == "meat" && braiseMinutes(in) >= 60 && f.name == "soup":
		return "cut into 3 cm (1 1/4 in) pieces"
	case in.Category == "meat" && braiseMinutes(in) >= 60:
		// An hour and more in the pot: small pieces would dry to threads.
		return chunkCut
	case in.Category == "meat" || in.Category == "poultry" || in.Category == "seafood" || in.Category == "dairy":
		return "cut into 2 cm (3/4 in) pieces"
	}
	return ""
}

// chunkCut is how a braising cut goes into a stew; smallChunkCut, the stew made in a
// hurry, ten minutes quicker to braise.
const (
	chunkCut      = "cut into 4 cm (1 1/2 in) chunks"
	smallChunkCut = "cut into 3 cm (1 1/4 in) chunks"
)

// vegPrep is how a vegetable is cut for a form: the vegetable table's cut for the
// form's method, else a dice.
func vegPrep(in *Ingredient, f *form) string {
	switch {
	case in.Category == "canned-jarred" && in.Is(RoleLiquid):
		return ""
	case vegTable[in.Name] != nil:
		return vegTable[in.Name].cutFor(cutMethod(f))
	case in.Category == "frozen":
		return ""
	case in.Category == "canned-jarred":
		return "drained"
	case hardness(in) == 0:
		return "roughly chopped"
	case hardness(in) == 3 && f.name == "sheet-pan roast":
		return "cut into 2 cm (3/4 in) chunks"
	case strings.Contains(in.Name, "pepper") || in.Name == "poblano":
		return "sliced into strips"
	}
	if in.Category == "produce" {
		return "diced"
	}
	return ""
}
