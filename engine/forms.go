package engine

import (
	"bytes"
	"fmt"
	"math"
	"slices"
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
		return !ground && in.Name != "whole chicken" && in.Category != "canned-jarred" && in.Name != "cooked chicken" &&
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
			in.Name != "turnip" && in.Name != "beet" && in.Name != "celery root" && in.Name != "pumpkin" && in.Name != "leek" ||
			in.Category == "canned-jarred" && !in.Is(RoleLiquid)
	case "sheet-pan roast":
		return !leafy || in.Name == "kale"
	case "risotto", "frittata", "pasta", "casserole":
		return in.Name != "potato" && in.Name != "sweet potato" && in.Name != "butternut squash" || f.name == "frittata" && in.Name == "potato"
	}
	return true
}

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
		"mixed greens", "watercress", "bean sprouts", "frozen spinach", "basil", "cilantro", "parsley", "mint":
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
	case "beef chuck", "beef brisket", "short ribs", "pork shoulder", "lamb leg", "lamb shoulder", "pork belly":
		return 90
	case "chicken drumstick":
		return 40 // whole on the bone: tender in 35–45 minutes
	case "chicken thigh", "chicken wings":
		return 30
	case "brown lentils", "split peas":
		return 25
	case "red lentils":
		return 18
	}
	switch {
	case in.Category == "seafood" || in.Category == "canned-jarred" && in.Has(FactFish):
		return 6
	case in.Name == "cooked chicken":
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
	case in.Name == "crab meat" || in.Name == "lobster" || in.Name == "cooked chicken" || in.Category == "canned-jarred":
		return 2
	case in.Category == "legumes" && in.Name != "tofu" && in.Name != "tempeh" && in.Name != "silken tofu":
		return 3
	case in.Name == "tofu" || in.Name == "tempeh":
		return 8
	case in.Category == "seafood":
		return 5
	case in.Name == "sirloin steak" || in.Name == "flank steak" || in.Name == "lamb chops":
		return 4
	case in.Category == "dairy":
		return 4
	case strings.HasPrefix(in.Name, "ground "):
		return 7
	case isCured(in):
		return 6 // pancetta or bacon crisps in 5–6 minutes
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
	case in.Name == "chicken thigh" || in.Name == "pork loin" || in.Name == "tofu" || in.Name == "chickpeas" || in.Name == "tempeh":
		return 25
	case in.Name == "shrimp" || in.Name == "scallops":
		return 8
	case in.Category == "seafood":
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
	case in.Category == "poultry" && in.Name != "cooked chicken":
		return "cooked through (74°C / 165°F inside)"
	case in.Name == "bacon" || in.Name == "pancetta":
		return "crisp and its fat has rendered"
	case in.Name == "spam":
		return "browned and crisp at the edges"
	case strings.HasPrefix(in.Name, "ground ") || strings.Contains(in.Name, "sausage") || in.Name == "chorizo":
		return "browned and cooked through (71°C / 160°F inside)"
	case in.Category == "meat" && (in.Has(FactPork) || strings.Contains(in.Name, "lamb") || strings.Contains(in.Name, "steak")):
		return "browned outside (63°C / 145°F inside)"
	case in.Name == "shrimp":
		return "pink and just opaque"
	case in.Category == "seafood" && in.Has(FactShellfish):
		return "just cooked through"
	case in.Category == "seafood":
		return "opaque and flaking easily (63°C / 145°F)"
	case in.Name == "tofu" || in.Name == "tempeh" || in.Name == "paneer" || in.Name == "halloumi":
		return "golden on several sides"
	case in.Category == "produce" && strings.Contains(in.Name, "mushroom"):
		return "browned and their juices have cooked off"
	case in.Category == "produce":
		return "tender and browned in spots"
	}
	return "heated through"
}

// canned is fish from a tin (tuna, sardines): cooked already, it is drained, flaked and
// folded in at the end, never fried.
func canned(in *Ingredient) bool {
	return in.Category == "canned-jarred" && in.Has(FactFish)
}

func prepFor(in *Ingredient, f *form) string {
	switch {
	case in.Category == "produce":
		return vegPrep(in, f) // a potato curry's potatoes, a mushroom risotto's mushrooms
	case in.Category == "legumes" && (in.Name == "tofu" || in.Name == "tempeh"):
		if f.name == "sheet-pan roast" {
			return "pressed dry and cut into 2 cm (3/4 in) cubes"
		}
		return "pressed dry and cut into 2 cm (3/4 in) cubes"
	case in.Category == "legumes" && in.Per100g.Kcal < 200 || in.Category == "canned-jarred" && in.Has(FactLegume):
		return "drained and rinsed"
	case in.Category == "legumes":
		return "rinsed"
	case canned(in) && in.Name != "anchovies":
		return "drained and flaked"
	case strings.HasPrefix(in.Name, "ground ") || in.Category == "canned-jarred" || in.Name == "cooked chicken" || in.Name == "crab meat":
		return ""
	case in.Name == "shrimp":
		return "peeled and deveined"
	case in.Name == "spam":
		return "cut into 1 cm (1/2 in) cubes"
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
	case in.Category == "meat" && (in.Name == "flank steak" || in.Name == "sirloin steak") && (f.name == "stir-fry" || f.name == "tacos" || f.name == "noodle bowl"):
		return "thinly sliced against the grain"
	case in.Category == "meat" && braiseMinutes(in) >= 60 && !(f.name == "stew" || f.name == "soup" || f.name == "curry" || f.method == "braise"):
		// A braising cut cooked fast is tender only sliced thin across the grain; in pieces it wants its braise.
		return "thinly sliced against the grain"
	case in.Category == "meat" && braiseMinutes(in) >= 60 && f.name == "soup":
		return "cut into 3 cm (1 1/4 in) pieces"
	case in.Category == "meat" && braiseMinutes(in) >= 60:
		// An hour and more in the pot: small pieces would dry to threads.
		return "cut into 4 cm (1 1/2 in) chunks"
	case in.Category == "meat" || in.Category == "poultry" || in.Category == "seafood" || in.Category == "dairy":
		return "cut into 2 cm (3/4 in) pieces"
	}
	return ""
}

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

// --- writing the steps ---

// eggsOnTop cooks pantry eggs that came along as an extra and puts them on each
// portion: soft-boiled on soups, curries and salads, fried on the rest. A raw egg is
// never stirred into a finished dish.
func (d *dish) eggsOnTop() {
	if ownFill[d.form.name] {
		return // an egg the dish names is cooked by its own steps
	}
	var eggs *part
	for _, e := range d.extras {
		if e.in.Category == "eggs" {
			eggs = e
		}
	}
	if eggs == nil || len(d.steps) == 0 || d.form.ownsEggs {
		return
	}
	last := d.steps[len(d.steps)-1]
	d.steps = d.steps[:len(d.steps)-1]
	switch d.form.name {
	case "soup", "stew", "curry", "noodle bowl", "salad", "grain bowl":
		d.step(9, "Soft-boil the %s: lower them into boiling water for 7 minutes, cool them in cold water, then peel and halve them.", plural(eggs.name()))
		last.Text += " Finish each portion with egg halves."
	default:
		d.step(4, "Fry the %s in a little oil in a nonstick pan until the whites are set and the yolks still soft, about 3 minutes.", plural(eggs.name()))
		last.Text += " Finish each portion with a fried egg."
	}
	last.Step = len(d.steps) + 1
	d.steps = append(d.steps, last)
}

func (d *dish) step(minutes int, format string, args ...any) {
	d.steps = append(d.steps, Step{Step: len(d.steps) + 1, Text: fmt.Sprintf(format, args...), Minutes: max(minutes, 1)})
}

// write lays out the steps and equipment for the chosen form.
func (d *dish) write() {
	d.steps, d.waits, d.equipment = nil, nil, append([]string{"chef's knife", "cutting board"}, d.form.equipment...)
	d.rawOnTop()
	d.form.write(d)
	d.searInOil()
	d.sizeEquipment()
	d.writePrecook()
	d.eggsOnTop()
	if d.req.Skill == "advanced" {
		d.advancedTouch()
	}
	d.startStarchLate()
	d.overlapBoil()
	d.overlapPrep()
	d.boilEarly()
	d.overlapOven()
	d.settleWaits()
	d.dropUnusedEquipment()
	d.dropCookEvenly()
	d.dropUnusedWater()
	for i := range d.steps {
		d.steps[i].Step = i + 1
	}
}

// cookEvenly is the prep step's advice to a beginner; it says nothing where nothing cut
// is cooked (a salad, a sandwich).
const cookEvenly = " Keep the pieces about the same size so they cook evenly."

func (d *dish) dropCookEvenly() {
	for i, s := range d.steps {
		if !strings.Contains(s.Text, cookEvenly) {
			continue
		}
		cooked := false
		for _, later := range d.steps[i+1:] {
			cooked = cooked || isHeatStep(later.Text) && !strings.HasPrefix(later.Text, "Warm the") && !strings.Contains(later.Text, "Toast the")
		}
		if !cooked {
			d.steps[i].Text = strings.Replace(s.Text, cookEvenly, "", 1)
		}
	}
}

// savedWater is what cookStarch says of the pasta water a sauce may want.
const savedWater = "; save 1 cup (240 ml) of the cooking water, then drain"

// dropUnusedWater keeps the pasta water only where a later step uses it; drained
// noodles for a stir-fry get a little oil so they do not stick as they wait.
func (d *dish) dropUnusedWater() {
	for i, s := range d.steps {
		if !strings.Contains(s.Text, savedWater) {
			continue
		}
		used := false
		for _, later := range d.steps[i+1:] {
			used = used || strings.Contains(later.Text, "cooking water") || strings.Contains(later.Text, "pasta water")
		}
		if !used {
			d.steps[i].Text = strings.Replace(s.Text, savedWater, "; drain, rinse briefly and toss with a few drops of oil so they do not stick", 1)
		}
	}
}

func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}

// prepVerbs turn a preparation into its instruction verb.
var prepVerbs = map[string]string{"diced": "dice", "minced": "mince", "seeded and minced": "seed and mince",
	"thinly sliced": "thinly slice", "sliced": "slice", "chopped": "chop", "roughly chopped": "roughly chop",
	"halved": "halve", "trimmed": "trim", "grated": "grate", "crumbled": "crumble", "drained and rinsed": "drain and rinse",
	"drained": "drain", "rinsed": "rinse", "juiced": "juice", "patted dry": "pat dry", "scrubbed": "scrub", "peeled and deveined": "peel and devein"}

// prepTask turns an ingredient's preparation into an instruction: "diced" -> "dice the
// onion", "cut into florets" -> "cut the broccoli into florets".
func prepTask(prep, name string) string {
	the := "the " + name
	switch {
	case strings.HasPrefix(prep, "cut into"), strings.HasPrefix(prep, "sliced into"):
		verb := "cut"
		if strings.HasPrefix(prep, "sliced") {
			verb = "slice"
		}
		_, rest, _ := strings.Cut(prep, " into ")
		return verb + " " + the + " into " + rest
	case strings.HasPrefix(prep, "thinly sliced against the grain"):
		return "slice " + the + " thinly against the grain"
	case strings.HasPrefix(prep, "pressed dry"):
		return "press " + the + " between paper towels and cut it into 2 cm (3/4 in) cubes"
	case strings.HasPrefix(prep, "ground and soaked 5 minutes in 3 times its volume of water"):
		// A flax egg: it thickens while the rest is measured.
		return "grind " + the + " if it is whole, stir it into 3 times its volume of water and leave it 5 minutes to thicken"
	case prep == "patted dry":
		return "pat " + the + " dry with paper towels"
	case prep == "kernels cut from the cob":
		return "cut the kernels from the cob"
	case strings.HasPrefix(prep, "leaves separated"):
		return "separate the leaves of " + the
	case prep == "riced":
		return "pulse " + the + " in a food processor into rice-size pieces"
	case strings.HasPrefix(prep, "spiralized"):
		return "spiralize " + the + " into noodles"
	}
	if v, ok := prepVerbs[prep]; ok {
		return v + " " + the
	}
	return prepVerb(prep, the)
}

// wait is something cooking on its own (rice simmering, water heating) from the end
// of step after for minutes; step until (-1: the last) cannot start before it is done.
type wait struct {
	after, minutes, until int
	what                  string
}

// simmerMinutes is how long a grain simmers unattended, resting included.
func simmerMinutes(n string) int {
	switch n {
	case "brown rice", "wild rice":
		return 40
	case "quinoa":
		return 18
	case "bulgur":
		return 15
	case "farro", "pearl barley":
		return 30
	}
	return 20
}

// startStarch puts on what cooks unattended, before the prep: rice and grains simmer,
// pasta water heats, rice noodles soak.
func (d *dish) startStarch() {
	s := d.starch
	if s == nil || d.form.name == "fried rice" || d.form.name == "risotto" || d.form.name == "soup" || d.form.starchInPot {
		return
	}
	n := s.name()
	grain := d.form.takesStarchKind("grain", s.in) && n != "cooked rice" && n != "couscous" && s.prep != "riced"
	switch {
	case n == "polenta" && !d.form.starchInPot:
		// Polenta is cooked on its own, stirred now and then while the rest is made.
		d.step(3, "Start the polenta: bring 4 times its volume of salted water to a boil in a heavy saucepan, pour in the polenta in a thin stream, whisking, then turn the heat to low and cook, stirring now and then, until thick and no longer gritty, about 25 minutes (instant polenta takes 5); keep it covered until serving.")
		d.waits = append(d.waits, wait{after: len(d.steps) - 1, minutes: 25, until: -1, what: n})
		d.equipment = append(d.equipment, "heavy saucepan", "whisk")
	case grain:
		m := simmerMinutes(n)
		low := m - 5
		if d.quick && m == 20 {
			// White rice in a hurry: 12 minutes on low once it boils, and it rests
			// covered only while the rest is plated.
			m, low = 16, 12
		}
		water := "1 1/2 times"
		if n == "brown rice" || n == "wild rice" || n == "quinoa" || n == "bulgur" {
			water = "twice"
		}
		how := fmt.Sprintf("bring it to a boil with %s its volume of water and a pinch of salt, then cover and simmer on low for %d minutes and leave it covered off the heat until serving", water, low)
		if d.quick && m != 16 && n != "farro" && n != "pearl barley" {
			// In a hurry the water comes from the kettle: back to the boil in a couple of minutes.
			m = low + 2
			how = fmt.Sprintf("put it in a saucepan with %s its volume of boiling water from the kettle and a pinch of salt, bring back to the boil, then cover and simmer on low for %d minutes and leave it covered off the heat until serving", water, low)
			d.equipment = append(d.equipment, "kettle")
		}
		if n == "farro" || n == "pearl barley" {
			how = fmt.Sprintf("simmer it in plenty of salted water for %d minutes until tender but chewy, then drain", m)
		}
		d.step(2, "Start the %s: rinse it, %s.", n, how)
		d.waits = append(d.waits, wait{after: len(d.steps) - 1, minutes: m, until: -1, what: n})
	case n == "rice noodles" || n == "glass noodles":
		d.step(1, "Put the %s to soak in a bowl of very hot water; they soften in 8–10 minutes (drain when soft).", n)
		d.waits = append(d.waits, wait{after: len(d.steps) - 1, minutes: 10, until: -1, what: n})
	case d.boilsPotatoesAside():
		s.prep = "cut into 3 cm (1 1/4 in) chunks"
		n = plural(n)
		d.step(3, "Start the %s: cut them into 3 cm (1 1/4 in) chunks (halve small new potatoes), cover with cold salted water in a saucepan, bring to a boil and simmer until tender to the tip of a knife, about 15 minutes; drain and keep covered.", n)
		d.waits = append(d.waits, wait{after: len(d.steps) - 1, minutes: 20, until: -1, what: n})
	case strings.HasPrefix(s.prep, "spiralized"), strings.HasPrefix(s.prep, "cut into"):
	case strings.Contains(n, "noodle") || d.form.takesStarchKind("pasta", s.in) || n == "spaghetti":
		// About 3 litres, covered, on high: 8 minutes to the boil for four; more for more.
		boil := 8
		if d.servings > 4 {
			boil = min(8+int(d.servings-4), 14)
		}
		if d.servings <= 2 {
			boil = 6 // a smaller pot for two
		}
		if d.quick && d.servings <= 4 {
			// In a hurry a cook boils the kettle first: the pot comes back to the boil in a few minutes.
			boil = 4
			d.step(1, "Boil a full kettle, pour it into a large pot over high heat, cover and salt it well for the %s.", n)
			d.equipment = append(d.equipment, "kettle")
			d.waits = append(d.waits, wait{after: len(d.steps) - 1, minutes: boil, until: -2, what: "water"})
			return
		}
		d.step(1, "Put a large covered pot of well-salted water on high heat for the %s.", n)
		d.waits = append(d.waits, wait{after: len(d.steps) - 1, minutes: boil, until: -2, what: "water"})
	}
}

// boilsPotatoesAside reports whether the dish's potatoes boil in their own pan from the
// start: beside a seared fillet, steak or chop they would otherwise take the skillet for
// a quarter of an hour while the meat goes cold on a plate.
func (d *dish) boilsPotatoesAside() bool {
	s, p := d.starch, d.protein
	return s != nil && p != nil && d.form.name == "skillet" && p.prep == wholePrep &&
		(s.in.Name == "potato" || s.in.Name == "sweet potato")
}

// cookStarch writes the step that cooks the starch now, where it cannot wait in the
// background (pasta, couscous, riced cauliflower, rice for frying).
func (d *dish) cookStarch() {
	s := d.starch
	if s == nil {
		return
	}
	n := s.name()
	switch {
	case s.prep == "riced":
		d.step(6, "Heat 1 tsp of the %s in a skillet over medium-high heat and cook the %s, stirring, until just tender, 5 minutes; keep warm.", d.fatName(), n)
	case strings.HasPrefix(s.prep, "spiralized"):
		d.step(3, "Toss the spiralized %s in a hot skillet with a little %s for 2 minutes, just to warm it; set aside.", n, d.fatName())
	case n == "couscous":
		// It steams on its own, covered, while the rest cooks.
		// Couscous is not simmered: it steeps in just-boiled water, covered, off the heat.
		d.step(2, "Bring 1 1/4 times the couscous's volume of water to a boil with a pinch of salt (a kettle is quickest), pour it over the couscous in a bowl, cover and leave off the heat for 5 minutes; fluff with a fork.")
		d.waits = append(d.waits, wait{after: len(d.steps) - 1, minutes: 5, until: -1, what: n})
	case d.form.name == "fried rice" && n != "cooked rice":
		m := simmerMinutes(n)
		if d.quick && n != "farro" && n != "pearl barley" {
			// In a hurry: water from the kettle, a little less of it, so the grains come out dry enough to fry;
			// white rice 12 minutes on low, as startStarch gives it.
			low := m - 5
			if m == 20 {
				low = 12
			}
			d.step(low+3, "Rinse the %s, put it in a saucepan with 1 1/4 times its volume of boiling water from the kettle and a pinch of salt, bring back to the boil, cover and simmer on low for %d minutes.", n, low)
			d.equipment = append(d.equipment, "kettle")
			return
		}
		d.step(m, "Rinse the %s and bring it to a boil with 1 1/2 times its volume of water and a pinch of salt; cover and simmer on low for %d minutes.", n, m-5)
	case d.waitingFor("water"):
		m := 9 // dried pasta al dente, as most packets say
		switch {
		case n == "ramen noodles" || n == "soba noodles":
			m = 4
		case n == "egg noodles" || n == "orzo" || n == "macaroni":
			m = 8
		case n == "gnocchi":
			m = 3
		}
		if d.form.name == "casserole" {
			m -= 2
		}
		if d.quick && m >= 8 && (d.form.name == "dressed pasta" || d.form.name == "pasta") {
			m-- // a minute short of the packet: it finishes in the pan with its sauce
		}
		d.step(m, "Cook the %s in the boiling water for %d minutes, until just tender; save 1 cup (240 ml) of the cooking water, then drain.", n, m)
		for i := range d.waits {
			if d.waits[i].until == -2 {
				d.waits[i].until = len(d.steps) - 1
			}
		}
	}
}

func (d *dish) waitingFor(what string) bool {
	for _, w := range d.waits {
		if w.what == what && w.until == -2 {
			return true
		}
	}
	return false
}

// settleWaits makes the timeline honest: where the work between a background task's
// start and the step that needs it is shorter than the task, the cook waits.
func (d *dish) settleWaits() {
	for _, w := range d.waits {
		until := w.until
		if until < 0 {
			until = len(d.steps) - 1
		}
		between := 0
		for i := w.after + 1; i < until; i++ {
			between += d.steps[i].Minutes
		}
		short := w.minutes - between
		if short <= 0 {
			continue
		}
		if w.what == "water" {
			d.steps[until].Minutes += short
			d.steps[until].Text = "Once the water boils, " + lowerFirst(d.steps[until].Text)
			continue
		}
		// No step of its own ("keep everything warm … 1 minute"): the step that needs it
		// waits for it.
		d.steps[until].Minutes += short
		d.steps[until].Text = fmt.Sprintf("When the %s %s ready (about %d minute%s more), %s", w.what, isAre(w.what), short, pluralS(short), lowerFirst(d.steps[until].Text))
	}
}

func (f *form) takesStarchKind(kind string, in *Ingredient) bool {
	g := &form{name: f.name, starch: kind}
	return g.takesStarch(in)
}

// sear writes the step that cooks a protein in a hot pan: how the pan is heated, the
// verb, how the pieces go in, and what follows, with the doneness and the minutes.
func (d *dish) sear(p *part, heat, verb, how, after string) {
	m := searMinutes(p.in)
	if strings.HasPrefix(p.prep, "thinly sliced") {
		m = min(m, 4) // thin slices sear in a few minutes
	}
	if cookedAlready(p.in) {
		verb = "warm" // "cook the cooked chicken" says nothing
	}
	if p.prep == wholePrep {
		m = wholeSearMinutes(p.in)
		how = joinNonEmpty(", ", how, "leaving each piece alone until well browned underneath, then turning it once,")
	}
	if b := d.panBatches(); b > 1 && !cookedAlready(p.in) {
		// One pan holds four servings in a single layer; more steam instead of browning.
		how = strings.Replace(how, "in one layer", "", 1)
		how = joinNonEmpty(" ", strings.TrimSpace(how), fmt.Sprintf("in %d batches so the pan is not crowded,", b))
		sep := " "
		if strings.HasPrefix(how, "leaving") {
			sep = ", "
		}
		d.step(m*b+1, "%s. %s the %s%s%s until %s, about %d minutes a batch%s", heat, upperFirst(verb), p.name(), sep, how, doneness(p.in), m, after)
		return
	}
	switch {
	case strings.HasPrefix(how, "leaving"):
		how = ", " + how // "cook the salmon, leaving each piece alone …"
	case how != "":
		how = " " + how
	}
	d.step(m+1, "%s. %s the %s%s until %s, about %d minutes%s", heat, upperFirst(verb), p.name(), how, doneness(p.in), m, after)
}

func (d *dish) fatName() string {
	if d.fat == nil {
		return "oil"
	}
	return d.fat.name()
}

// aromaticStep softens the aromatics in the fat and blooms the spices; with neither, it
// still heats the fat when after says to, so no listed ingredient goes unused.
func (d *dish) aromaticStep(after string) {
	// A toasted oil (sesame) taken as an aromatic has nothing to soften and burns over
	// the heat: it is drizzled over at the end instead.
	for _, a := range d.aromatics {
		if a.in.Category == "oils-vinegars" {
			a.role = RoleGarnish
			d.garnishes = append(d.garnishes, a)
		}
	}
	d.aromatics = slices.DeleteFunc(d.aromatics, func(a *part) bool { return a.in.Category == "oils-vinegars" })
	spices := d.realSpices()
	m, text := 1, ""
	switch {
	case len(d.aromatics) > 0:
		for _, a := range d.aromatics {
			if a.in.Name == "onion" || a.in.Name == "red onion" || a.in.Name == "leek" || a.in.Name == "celery" || a.in.Name == "carrot" {
				m = 5
			}
		}
		text = fmt.Sprintf("%sadd the %s and cook, stirring, until softened and fragrant, about %d minute%s.", after, partNames(d.aromatics), m, pluralS(m))
		if len(spices) > 0 {
			text += fmt.Sprintf(" Stir in the %s for 30 seconds to wake them up.", partNames(spices))
			m++
		}
	case len(spices) > 0:
		text = fmt.Sprintf("%sstir in the %s for 30 seconds to wake them up.", after, partNames(spices))
	case strings.HasPrefix(after, "Heat "):
		text = strings.TrimSuffix(after, "; ") + "."
	default:
		return
	}
	d.step(m, "%s", upperFirst(text))
}

func pluralS(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// realSpices are the spices other than salt and pepper.
func (d *dish) realSpices() []*part {
	var out []*part
	for _, s := range d.spices {
		if s.in.Name != "salt" && s.in.Name != "black pepper" {
			out = append(out, s)
		}
	}
	return out
}

func (d *dish) vegMinutesBy(method string, parts []*part) int {
	m := 0
	for _, v := range parts {
		m = max(m, vegMinutesCut(v.in, method, v.prep))
	}
	return max(m, 1)
}

func (d *dish) finishText() string {
	var bits []string
	if d.acid != nil {
		verb := "stir in"
		if !stirred[d.form.name] {
			verb = "drizzle over" // nobody stirs lemon juice into a frittata or a sheet pan
		}
		bits = append(bits, fmt.Sprintf("%s the %s", verb, d.acid.name()))
	}
	bits = append(bits, "season with salt and pepper to taste")
	return strings.Join(bits, " and ")
}

func (d *dish) toppings() string {
	var all []*part
	all = append(all, d.herbs...)
	all = append(all, d.garnishes...)
	for _, e := range d.extras {
		if (e.role == RoleGarnish || e.role == RoleHerb || e.role == RoleCheese || e.role == RoleFruit) && !d.simmered[e] {
			all = append(all, e)
		}
	}
	var oils []*part // drizzled, not "topped"
	for _, p := range all {
		if p.in.Category == "oils-vinegars" {
			oils = append(oils, p)
		}
	}
	all = withoutParts(all, oils)
	out := ""
	if len(all) > 0 {
		out = " Top with the " + partNames(all) + "."
	}
	if len(oils) > 0 {
		out += " Drizzle with the " + partNames(oils) + "."
	}
	var side []*part
	for _, e := range d.extras {
		if e.role == RoleStarch {
			side = append(side, e)
		}
	}
	if len(side) > 0 {
		out += " Serve with the " + partNames(side) + " on the side."
	}
	return out
}

// extrasText mentions pantry extras that go into the pan (sauces, spices, vegetables).
func (d *dish) extrasIn() string {
	in := d.stirIns()
	if len(in) == 0 {
		return ""
	}
	for _, p := range in {
		if p.role == RoleProtein && p.in.Category != "canned-jarred" {
			// Tofu, beans or cooked meat straight from the fridge: it goes in to heat, not cold at the end.
			return fmt.Sprintf(" Stir in the %s gently and let it heat through in the sauce, 1–2 minutes.", partNames(in))
		}
	}
	return fmt.Sprintf(" Stir in the %s.", partNames(in))
}

// stirIns are the extras that go into the dish as it finishes (olives, capers, a
// second protein), not on top.
func (d *dish) stirIns() []*part {
	var in []*part
	for _, e := range d.extras {
		if e.role != RoleGarnish && e.role != RoleHerb && e.role != RoleCheese && e.role != RoleFruit && e.role != RoleStarch && e.in.Category != "eggs" && !d.simmered[e] {
			in = append(in, e)
		}
	}
	return in
}

// fryPastes fries a curry paste in the fat before any liquid goes in, as a cook does;
// the sauces still to add are the rest.
func (d *dish) fryPastes() (rest []*part) {
	var pastes []*part
	for _, s := range d.sauces {
		if isCurryPaste(s.in) {
			pastes = append(pastes, s)
		} else {
			rest = append(rest, s)
		}
	}
	if len(pastes) == 0 {
		return rest
	}
	fry := fmt.Sprintf("tir in the %s and fry for 1–2 minutes until it smells toasty.", partNames(pastes))
	if n := len(d.steps); n > 0 && strings.HasPrefix(d.steps[n-1].Text, "Heat ") && !strings.Contains(d.steps[n-1].Text, ";") {
		// The oil heats while the paste is opened: one step, not two.
		d.steps[n-1].Text = strings.TrimSuffix(d.steps[n-1].Text, ".") + "; s" + fry
		d.steps[n-1].Minutes = 2
		return rest
	}
	d.step(2, "S%s", fry)
	return rest
}

// sauceNames names the sauces for a step; a splash of water when there are none.
func sauceNames(sauces []*part) string {
	if len(sauces) == 0 {
		return "a splash of water"
	}
	return "the " + partNames(sauces)
}

func (d *dish) sauceNames() string { return sauceNames(d.sauces) }

// stirred are the forms with a sauce or broth to stir a finish into.
var stirred = map[string]bool{"stir-fry": true, "fried rice": true, "noodle bowl": true, "pasta": true, "curry": true,
	"soup": true, "stew": true, "risotto": true, "skillet": true, "casserole": true, "tacos": true}

// equipmentWords are the words in a step that call for a piece of equipment; one no step
// calls for is not listed (no skillet for a salad with nothing to sear, no baking sheet
// for fried rice made from leftover rice).
var equipmentWords = map[string][]string{
	"skillet":      {"skillet", "pan", "wok"},
	"saucepan":     {"saucepan", "pot", "small pan", "to a boil", "cover and simmer"},
	"baking sheet": {"baking sheet", "sheet", "tray", "roast", "oven"},
}

func (d *dish) dropUnusedEquipment() {
	// The steps joined by spaces, their ASCII lowered in a buffer on the stack: for the
	// ASCII words searched, that answers as lowered text would (appendLowerASCII).
	var buf [4096]byte
	all := buf[:0]
	for _, s := range d.steps {
		all = appendLowerASCII(all, s.Text)
		all = append(all, ' ')
	}
	if lowersIntoASCII(all) {
		all = all[:0]
		for _, s := range d.steps {
			all = append(append(all, lowered(s.Text)...), ' ')
		}
	}
	d.equipment = slices.DeleteFunc(d.equipment, func(e string) bool {
		for key, words := range equipmentWords {
			if !strings.Contains(e, key) || key == "skillet" && strings.Contains(e, "wok") {
				continue
			}
			if key == "saucepan" && !strings.HasSuffix(strings.TrimSuffix(e, " with lid"), "saucepan") {
				continue
			}
			for _, w := range words {
				if bytes.Contains(all, []byte(w)) {
					return false
				}
			}
			return true
		}
		return false
	})
}
