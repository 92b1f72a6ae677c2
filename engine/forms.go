package engine

import (
	"fmt"
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
	case f.name == "curry" && (in.Name == "coconut milk" || in.Name == "thai curry paste" || in.Name == "curry powder"):
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

// vegMinutes is how long a vegetable takes by method.
func vegMinutes(in *Ingredient, method string) int {
	table := map[string][4]int{"saute": {2, 4, 6, 10}, "roast": {5, 15, 20, 30}, "simmer": {2, 4, 8, 15}}
	return table[method][hardness(in)]
}

// braiseMinutes is how long a protein needs to simmer until tender in a stew.
func braiseMinutes(in *Ingredient) int {
	switch in.Name {
	case "beef chuck", "beef brisket", "short ribs", "pork shoulder", "lamb leg":
		return 90
	case "chicken thigh", "chicken drumstick", "chicken wings":
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
	}
	return 7
}

// roastMinutes is how long a protein roasts at 220°C (425°F).
func roastMinutes(in *Ingredient) int {
	switch {
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
		return "crisp and the fat has run"
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
	}
	return "heated through"
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
	case strings.HasPrefix(in.Name, "ground ") || in.Category == "canned-jarred" || in.Name == "cooked chicken" || in.Name == "crab meat":
		return ""
	case in.Name == "shrimp":
		return "peeled and deveined"
	case in.Name == "mussels" || in.Name == "clams":
		return "scrubbed"
	case in.Name == "bacon" || in.Name == "pancetta" || in.Name == "chorizo" || strings.Contains(in.Name, "sausage"):
		return "sliced"
	case in.Category == "seafood" && (f.name == "sheet-pan roast" || f.name == "salad" || f.name == "grain bowl"):
		return "patted dry"
	case f.name == "sheet-pan roast" && (in.Name == "chicken thigh" || in.Name == "chicken drumstick" || in.Name == "pork chop" ||
		in.Name == "lamb chops" || in.Name == "chicken wings"):
		return "patted dry"
	case in.Category == "meat" && (in.Name == "flank steak" || in.Name == "sirloin steak") && (f.name == "stir-fry" || f.name == "tacos" || f.name == "noodle bowl"):
		return "thinly sliced against the grain"
	case in.Category == "meat" || in.Category == "poultry" || in.Category == "seafood" || in.Category == "dairy":
		return "cut into 2 cm (3/4 in) pieces"
	}
	return ""
}

func vegPrep(in *Ingredient, f *form) string {
	switch {
	case in.Category == "frozen" || in.Category == "canned-jarred" && in.Is(RoleLiquid):
		return ""
	case in.Category == "canned-jarred":
		return "drained"
	case hardness(in) == 0:
		if in.Name == "spinach" || in.Name == "arugula" || in.Name == "mixed greens" || in.Name == "bean sprouts" || in.Name == "watercress" {
			return ""
		}
		return "roughly chopped"
	case in.Name == "broccoli" || in.Name == "cauliflower":
		return "cut into florets"
	case in.Name == "mushroom" || in.Name == "shiitake mushroom" || in.Name == "zucchini" || in.Name == "cucumber" ||
		in.Name == "radish" || in.Name == "celery" || in.Name == "fennel" || in.Name == "leek":
		return "sliced"
	case in.Name == "cherry tomato" || in.Name == "brussels sprouts":
		return "halved"
	case in.Name == "green beans" || in.Name == "snow peas" || in.Name == "asparagus":
		return "trimmed"
	case in.Name == "corn":
		return "kernels cut from the cob"
	case in.Name == "avocado":
		return "diced"
	case in.Name == "edamame" || in.Name == "frozen edamame" || in.Name == "frozen peas" || in.Name == "frozen corn":
		return "" // already bite-size
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
	d.form.write(d)
	d.sizeEquipment()
	d.writePrecook()
	d.eggsOnTop()
	if d.req.Skill == "advanced" {
		d.advancedTouch()
	}
	d.overlapPrep()
	d.settleWaits()
	for i := range d.steps {
		d.steps[i].Step = i + 1
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
	if s == nil || d.form.name == "fried rice" || d.form.name == "risotto" || d.form.starchInPot {
		return
	}
	n := s.name()
	grain := d.form.takesStarchKind("grain", s.in) && n != "cooked rice" && n != "couscous" && s.prep != "riced"
	switch {
	case grain:
		m := simmerMinutes(n)
		water := "1 1/2 times"
		if n == "brown rice" || n == "wild rice" || n == "quinoa" || n == "bulgur" {
			water = "twice"
		}
		how := fmt.Sprintf("bring it to a boil with %s its volume of water and a pinch of salt, then cover and simmer on low for %d minutes and leave it covered off the heat until serving", water, m-5)
		if n == "farro" || n == "pearl barley" {
			how = fmt.Sprintf("simmer it in plenty of salted water for %d minutes until tender but chewy, then drain", m)
		}
		d.step(2, "Start the %s: rinse it, %s.", n, how)
		d.waits = append(d.waits, wait{after: len(d.steps) - 1, minutes: m, until: -1, what: n})
	case n == "rice noodles" || n == "glass noodles":
		d.step(1, "Put the %s to soak in a bowl of very hot water; they soften in 8–10 minutes (drain when soft).", n)
		d.waits = append(d.waits, wait{after: len(d.steps) - 1, minutes: 10, until: -1, what: n})
	case strings.HasPrefix(s.prep, "spiralized"), strings.HasPrefix(s.prep, "cut into"):
	case strings.Contains(n, "noodle") || d.form.takesStarchKind("pasta", s.in) || n == "spaghetti":
		// About 3 litres, covered, on high: 8 minutes to the boil for four; more for more.
		boil := 8
		if d.servings > 4 {
			boil = min(8+int(d.servings-4), 14)
		}
		d.step(1, "Put a large covered pot of well-salted water on high heat for the %s.", n)
		d.waits = append(d.waits, wait{after: len(d.steps) - 1, minutes: boil, until: -2, what: "water"})
	}
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
		d.step(6, "Pour 1 1/4 times its volume of boiling water over the couscous with a pinch of salt, cover and leave 5 minutes; fluff with a fork.")
	case d.form.name == "fried rice" && n != "cooked rice":
		m := simmerMinutes(n)
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
		last := d.steps[until]
		d.steps = append(d.steps[:until], Step{Text: fmt.Sprintf("Keep everything warm while the %s finishes, about %d minutes.", w.what, short), Minutes: short}, last)
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
	if cookedAlready(p.in) {
		verb = "warm" // "cook the cooked chicken" says nothing
	}
	if p.prep == wholePrep {
		m = wholeSearMinutes(p.in)
		how = joinNonEmpty(" ", how, "without moving them until well browned underneath, then turn once,")
	}
	if b := d.panBatches(); b > 1 && !cookedAlready(p.in) {
		// One pan holds four servings in a single layer; more steam instead of browning.
		how = strings.Replace(how, "in one layer", "", 1)
		how = joinNonEmpty(" ", strings.TrimSpace(how), fmt.Sprintf("in %d batches so the pan is not crowded,", b))
		d.step(m*b+1, "%s. %s the %s %s until %s, about %d minutes a batch%s", heat, upperFirst(verb), p.name(), how, doneness(p.in), m, after)
		return
	}
	if how != "" {
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
		m = max(m, vegMinutes(v.in, method))
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
		if e.role == RoleGarnish || e.role == RoleHerb || e.role == RoleCheese || e.role == RoleFruit {
			all = append(all, e)
		}
	}
	out := ""
	if len(all) > 0 {
		out = " Top with the " + partNames(all) + "."
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
	var in []*part
	for _, e := range d.extras {
		if e.role != RoleGarnish && e.role != RoleHerb && e.role != RoleCheese && e.role != RoleFruit && e.role != RoleStarch && e.in.Category != "eggs" {
			in = append(in, e)
		}
	}
	if len(in) == 0 {
		return ""
	}
	return fmt.Sprintf(" Stir in the %s.", partNames(in))
}

// fryPastes fries a curry paste in the fat before any liquid goes in, as a cook does;
// the sauces still to add are the rest.
func (d *dish) fryPastes() (rest []*part) {
	var pastes []*part
	for _, s := range d.sauces {
		if s.in.Name == "thai curry paste" {
			pastes = append(pastes, s)
		} else {
			rest = append(rest, s)
		}
	}
	if len(pastes) > 0 {
		d.step(2, "Stir in the %s and fry for 1–2 minutes until it smells toasty.", partNames(pastes))
	}
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

// --- the forms ---

func writeStirFry(d *dish) {
	d.prep(0)
	d.cookStarch()
	fat := d.fatName()
	if p := d.protein; p != nil {
		d.sear(p, fmt.Sprintf("Heat half the %s in a wok or large skillet over high heat until shimmering", fat), "stir-fry", "in one layer", "; move to a plate.")
	}
	if d.protein != nil {
		d.aromaticStep(fmt.Sprintf("Add the rest of the %s to the pan; ", fat))
	} else {
		d.aromaticStep(fmt.Sprintf("Heat the %s in a wok or large skillet over high heat until shimmering; ", fat))
	}
	if len(d.vegs) > 0 {
		m := d.vegMinutesBy("saute", d.vegs)
		d.step(m, "Add the %s with 2 tbsp water and stir-fry until crisp-tender, about %d minutes.", partNames(d.vegs), m)
	}
	back := ""
	if d.protein != nil {
		back = "Return the " + d.protein.name() + " to the pan, add "
	} else {
		back = "Add "
	}
	d.step(2, "%s%s and toss over high heat for 1 minute until everything is glossy; %s.%s", back, d.sauceNames(), d.finishText(), d.extrasIn())
	serve := "Serve at once"
	if d.starch != nil {
		serve += " over the " + d.starch.name()
	}
	d.step(1, "%s.%s", serve, d.toppings())
}

func writeFriedRice(d *dish) {
	d.prep(0)
	if d.starch != nil && d.starch.in.Name != "cooked rice" && d.starch.prep != "riced" {
		d.cookStarch()
		d.step(10, "Spread the cooked %s on a baking sheet and let it cool and dry for 10 minutes, so the grains fry instead of steaming.", d.starch.name())
	} else {
		d.cookStarch()
	}
	fat := d.fatName()
	if p := d.protein; p != nil {
		d.sear(p, fmt.Sprintf("Heat half the %s in a wok or large skillet over high heat", fat), "stir-fry", "", "; move to a plate.")
	}
	if e := d.extraProt; e != nil && e.in.Name == "egg" {
		d.step(2, "Add a little of the %s, pour in the beaten %s and scramble until just set, about 1 minute; add to the plate.", fat, plural(e.name()))
	}
	d.aromaticStep(fmt.Sprintf("Add the remaining %s; ", fat))
	if len(d.vegs) > 0 {
		m := d.vegMinutesBy("saute", d.vegs)
		d.step(m, "Add the %s and stir-fry until just tender, about %d minutes.", partNames(d.vegs), m)
	}
	rice := "rice"
	if d.starch != nil {
		rice = d.starch.name()
	}
	back := proteinName(d)
	if e := d.extraProt; e != nil {
		back += " and " + plural(e.name())
	}
	d.step(5, "Add the %s, breaking up any clumps, and fry without stirring for 1 minute, then toss; repeat for 4 minutes until hot and lightly crisp. Return the %s, add %s, then %s.%s",
		rice, back, d.sauceNames(), d.finishText(), d.extrasIn())
	d.step(1, "Spoon into bowls.%s", d.toppings())
}

func proteinName(d *dish) string {
	if d.protein == nil {
		return "vegetables"
	}
	return d.protein.name()
}

func writeNoodleBowl(d *dish) {
	d.prep(0)
	d.cookStarch()
	liquid := "broth"
	if len(d.liquids) > 0 {
		liquid = d.liquids[0].name()
	}
	if warm := append(append([]*part{}, d.aromatics...), d.realSpices()...); len(warm) > 0 {
		d.step(12, "In a saucepan, warm the %s in 1 tsp of the %s for 1 minute, then add the %s and %s; simmer gently for 10 minutes to flavour the broth.",
			partNames(warm), d.fatName(), liquid, d.sauceNames())
	} else {
		d.step(10, "Bring the %s to a simmer with %s for 10 minutes.", liquid, d.sauceNames())
	}
	if p := d.protein; p != nil {
		m := braiseMinutes(p.in)
		if p.in.Category == "meat" && (strings.Contains(p.in.Name, "steak")) {
			m = 2
		}
		m = min(m, 12)
		d.step(m, "Add the %s to the simmering broth and cook until %s, about %d minutes.", p.name(), doneness(p.in), m)
	}
	if len(d.vegs) > 0 {
		m := d.vegMinutesBy("simmer", d.vegs)
		d.step(m, "Add the %s and simmer until tender, %d minutes; %s.%s", partNames(d.vegs), m, d.finishText(), d.extrasIn())
	}
	noodles := "noodles"
	if d.starch != nil {
		noodles = d.starch.name()
	}
	d.step(2, "Divide the %s among deep bowls and ladle the hot broth, %s and vegetables over them.%s", noodles, proteinName(d), d.toppings())
}

func writePasta(d *dish) {
	d.prep(0)
	fat := d.fatName()
	if p := d.protein; p != nil {
		d.sear(p, fmt.Sprintf("Heat the %s in a large skillet over medium-high heat", fat), "cook", "", "; move to a plate.")
	}
	if d.protein != nil {
		d.aromaticStep("Lower the heat to medium; ")
	} else {
		d.aromaticStep(fmt.Sprintf("Heat the %s in a large skillet over medium heat; ", fat)) // heats the fat even alone
	}
	if len(d.vegs) > 0 {
		m := d.vegMinutesBy("saute", d.vegs)
		d.step(m, "Add the %s and cook until tender, about %d minutes.", partNames(d.vegs), m)
	}
	switch {
	case len(d.liquids) > 0:
		with := ""
		if len(d.sauces) > 0 {
			with = " with the " + partNames(d.sauces)
		}
		d.step(8, "Pour in the %s%s, bring to a simmer and cook for 8 minutes until slightly thickened.%s", partNames(d.liquids), with, d.extrasIn())
	case len(d.sauces) > 0:
		d.step(1, "Stir in the %s.%s", partNames(d.sauces), d.extrasIn())
	default:
		if x := d.extrasIn(); x != "" {
			d.step(1, "%s", strings.TrimSpace(x))
		}
	}
	// The water has been heating since the start; the pasta cooks as the sauce finishes.
	d.cookStarch()
	pasta := "pasta"
	if d.starch != nil {
		pasta = d.starch.name()
	}
	cheese := ""
	if len(d.garnishes) > 0 && d.garnishes[0].in.Category == "dairy" {
		cheese = " and half the " + d.garnishes[0].name()
	}
	d.step(2, "Add the drained %s, the %s%s and a splash of the cooking water; toss over the heat for 1–2 minutes until the sauce clings. Then %s.",
		pasta, proteinName(d), cheese, d.finishText())
	d.step(1, "Serve in warm bowls.%s", d.toppings())
}

func writeCurry(d *dish) {
	d.prep(0)
	d.cookStarch()
	fat := d.fatName()
	d.aromaticStep(fmt.Sprintf("Heat the %s in a large saucepan over medium heat; ", fat))
	sauces := d.fryPastes()
	liquid := "water"
	if len(d.liquids) > 0 {
		liquid = partNames(d.liquids)
	}
	simmer := 15
	// Pieces of chicken or pork poach in coconut milk, as in a Thai curry; elsewhere
	// meat is seared first.
	poach := false
	for _, l := range d.liquids {
		poach = poach || l.in.Name == "coconut milk"
	}
	if p := d.protein; p != nil {
		simmer = max(12, min(braiseMinutes(p.in), 30))
		if p.in.Category == "seafood" {
			simmer = 10
		}
		land := p.in.Category == "meat" || p.in.Category == "poultry"
		poach = poach && land && braiseMinutes(p.in) < 60
		if poach {
			simmer = 12
		}
		if land && !cookedAlready(p.in) && !poach {
			d.step(5, "Add the %s and cook, turning, until no longer pink outside, about 5 minutes.", p.name())
		}
	}
	hard, soft, late := splitForSimmer(d.vegs)
	seasoning := "a pinch of salt"
	if len(sauces) > 0 {
		seasoning = "the " + partNames(sauces)
	}
	text := fmt.Sprintf("Pour in the %s with %s and bring to a gentle simmer", liquid, seasoning)
	var adds []string
	if len(hard) > 0 {
		adds = append(adds, "the "+partNames(hard))
	}
	if p := d.protein; p != nil && (poach || p.in.Category != "meat" && p.in.Category != "poultry" && p.in.Category != "seafood") {
		adds = append(adds, "the "+p.name())
	}
	if len(adds) > 0 {
		text += ", add " + listNames(adds)
	}
	switch {
	case poach && len(soft) > 0:
		// The vegetables go in part-way, so they finish with the meat.
		first := max(simmer-late, 3)
		d.step(first, "%s, and simmer gently, partly covered, for %d minutes, stirring now and then.", text, first)
		late = max(late, simmer-first)
	case poach:
		d.step(simmer, "%s, and simmer gently, partly covered, until the %s is %s, about %d minutes, stirring now and then.", text, d.protein.name(), doneness(d.protein.in), simmer)
	default:
		d.step(simmer, "%s, and simmer, partly covered, for %d minutes, stirring now and then.", text, simmer)
	}
	d.finishInPot("Add", "just cooked", soft, late)
	d.step(1, "Off the heat, %s.", d.finishText())
	serve := "Serve"
	if d.starch != nil {
		serve += " with the " + d.starch.name()
	}
	d.step(1, "%s.%s", serve, d.toppings())
}

// splitForSimmer parts the vegetables of a simmered dish: roots simmer from the start,
// everything else goes in for the last minutes (8 when a medium vegetable such as
// broccoli is among them, so nothing turns to mush).
func splitForSimmer(vegs []*part) (long, late []*part, lateMinutes int) {
	lateMinutes = 5
	for _, v := range vegs {
		h := hardness(v.in)
		if h >= 3 {
			long = append(long, v)
			continue
		}
		late = append(late, v)
		if h == 2 {
			lateMinutes = 8
		}
	}
	return long, late, lateMinutes
}

func splitByHardness(vegs []*part) (hard, soft []*part) {
	for _, v := range vegs {
		if hardness(v.in) >= 2 {
			hard = append(hard, v)
		} else {
			soft = append(soft, v)
		}
	}
	return hard, soft
}

func writeSoup(d *dish) {
	d.prep(0)
	fat := d.fatName()
	if p := d.protein; p != nil && (p.in.Category == "meat" || p.in.Category == "poultry") && !cookedAlready(p.in) {
		d.step(6, "Heat the %s in a large pot over medium-high heat and brown the %s for 5 minutes; it finishes cooking in the soup.", fat, p.name())
		d.aromaticStep("Lower the heat to medium; ")
	} else {
		d.aromaticStep(fmt.Sprintf("Heat the %s in a large pot over medium heat; ", fat))
	}
	sauces := d.fryPastes()
	liquid := "water"
	if len(d.liquids) > 0 {
		liquid = partNames(d.liquids)
	}
	hard, soft, late := splitForSimmer(d.vegs)
	simmer := 15
	if len(hard) > 0 {
		simmer = max(simmer, d.vegMinutesBy("simmer", hard))
	}
	if p := d.protein; p != nil && (p.in.Category == "legumes" || p.in.Category == "meat" || p.in.Category == "poultry") {
		simmer = max(simmer, min(braiseMinutes(p.in), 30))
		if p.in.Category == "poultry" {
			simmer = min(simmer, 20) // bite-size pieces are done in 20 minutes
		}
	}
	what := []string{}
	if len(hard) > 0 {
		what = append(what, "the "+partNames(hard))
	}
	if p := d.protein; p != nil && p.in.Category != "seafood" && !(p.in.Category == "meat" || p.in.Category == "poultry") {
		what = append(what, "the "+p.name())
	}
	add := ""
	if len(what) > 0 {
		add = " with " + listNames(what)
	}
	d.step(simmer+5, "Add the %s%s and %s, bring to a boil (about 5 minutes), then simmer, partly covered, for %d minutes.", liquid, add, sauceNames(sauces), simmer)
	side := d.starchInSoup()
	d.finishInPot("Add", "tender", soft, late)
	d.step(1, "Off the heat, %s.", d.finishText())
	d.step(1, "Ladle into bowls.%s%s", d.toppings(), side)
}

// starchInSoup cooks a soup's pasta, rice or barley in the pot; bread is served beside
// it, and the returned text says so.
func (d *dish) starchInSoup() string {
	s := d.starch
	switch {
	case s == nil:
		return ""
	case s.in.Category == "bakery":
		return " Serve with the " + s.name() + "."
	case s.in.Name == "cooked rice":
		d.step(2, "Stir in the cooked rice and let it heat through, 2 minutes.")
		return ""
	}
	m := 9
	switch {
	case s.in.Name == "pearl barley" || s.in.Name == "brown rice" || s.in.Name == "wild rice" || s.in.Name == "farro":
		m = 30
	case strings.Contains(s.in.Name, "rice") && !strings.Contains(s.in.Name, "noodle") || s.in.Name == "quinoa":
		m = 16
	case s.in.Name == "orzo" || strings.Contains(s.in.Name, "noodle"):
		m = 7
	}
	d.step(m, "Add the %s and simmer, stirring now and then so nothing sticks, until tender, about %d minutes; add a splash of water if the soup gets too thick.", s.name(), m)
	return ""
}

// cookedAlready is a protein bought cooked: it only needs warming through.
func cookedAlready(in *Ingredient) bool {
	return strings.HasPrefix(in.Name, "cooked") || in.Name == "smoked salmon"
}

// finishInPot writes the step for what goes into a simmering pot last: the soft
// vegetables for their late minutes, and seafood or cooked meat only for the few it
// needs (shrimp for 3, not 8); nothing when nothing goes in late.
func (d *dish) finishInPot(verb, until string, soft []*part, late int) {
	p := d.protein
	if p != nil && !(p.in.Category == "seafood" || cookedAlready(p.in)) {
		p = nil
	}
	extras := d.extrasIn()
	switch {
	case len(soft) == 0 && p == nil:
		if extras != "" {
			d.step(1, "%s", strings.TrimSpace(extras))
		}
	case p == nil:
		d.step(late, "%s the %s and simmer until %s, about %d minutes.%s", verb, partNames(soft), until, late, extras)
	case len(soft) == 0:
		m := lastMinutes(p.in)
		d.step(m, "%s the %s and simmer until %s, about %d minutes.%s", verb, p.name(), doneness(p.in), m, extras)
	default:
		m := lastMinutes(p.in)
		if m >= late {
			d.step(m, "%s the %s and the %s and simmer until %s, about %d minutes.%s", verb, p.name(), partNames(soft), doneness(p.in), m, extras)
			return
		}
		d.step(late, "%s the %s and simmer for %d minutes, adding the %s for the last %d, until it is %s.%s",
			verb, partNames(soft), late, p.name(), m, doneness(p.in), extras)
	}
}

// lastMinutes is how long seafood or cooked meat needs in a simmering pot.
func lastMinutes(in *Ingredient) int {
	switch in.Name {
	case "shrimp", "scallops", "squid":
		return 3
	}
	return 5
}

func writeStew(d *dish) {
	d.prep(0)
	fat := d.fatName()
	braise := 25
	if p := d.protein; p != nil {
		braise = max(braiseMinutes(p.in), 20)
		if (p.in.Category == "meat" || p.in.Category == "poultry") && !cookedAlready(p.in) {
			d.step(10, "Heat the %s in a heavy pot over medium-high heat. Season the %s with salt and brown it well in batches, about 8–10 minutes in all; move to a plate.", fat, p.name())
			d.aromaticStep("Lower the heat to medium; ")
		} else {
			d.aromaticStep(fmt.Sprintf("Heat the %s in a heavy pot over medium heat; ", fat))
		}
	} else {
		d.aromaticStep(fmt.Sprintf("Heat the %s in a heavy pot over medium heat; ", fat))
	}
	liquid := "water"
	if len(d.liquids) > 0 {
		liquid = partNames(d.liquids)
	}
	hard, soft, late := splitForSimmer(d.vegs)
	late = max(late, 6)
	if d.starch != nil {
		hard = append(hard, d.starch)
	}
	if p := d.protein; p != nil && p.in.Category != "seafood" && !cookedAlready(p.in) {
		if braise > 30 {
			d.step(braise-25, "Return the %s, add the %s and %s, bring to a boil, then cover and simmer very gently for %d minutes.", p.name(), liquid, d.sauceNames(), braise-25)
			if len(hard) > 0 {
				d.step(25, "Add the %s and keep simmering, covered, until the meat is tender and the vegetables are cooked, about 25 minutes.", partNames(hard))
			} else {
				d.step(25, "Keep simmering, covered, until the meat is tender, about 25 minutes more.")
			}
		} else {
			with := ""
			if len(hard) > 0 {
				with = " and the " + partNames(hard)
			}
			d.step(braise, "Add the %s%s, the %s and %s; bring to a boil, then cover and simmer gently until %s, %d minutes.", p.name(), with, liquid, d.sauceNames(), doneness(p.in), braise)
		}
	} else {
		with := ""
		if len(hard) > 0 {
			with = " with the " + partNames(hard)
		}
		d.step(braise, "Add the %s%s and %s; bring to a boil, then cover and simmer gently for %d minutes.", liquid, with, d.sauceNames(), braise)
	}
	d.finishInPot("Stir in", "just cooked", soft, late)
	d.step(2, "Taste, %s, and let the stew rest 2 minutes.", d.finishText())
	d.step(1, "Serve in bowls.%s", d.toppings())
}

func writeGrainBowl(d *dish) {
	d.prep(0)
	d.cookStarch()
	fat := d.fatName()
	if p := d.protein; p != nil {
		d.sear(p, fmt.Sprintf("Heat 1 tbsp of the %s in a large skillet over medium-high heat", fat), "season and cook", "", "; set aside.")
	}
	cooked, raw := []*part{}, []*part{}
	for _, v := range d.vegs {
		if hardness(v.in) >= 2 || v.in.Name == "mushroom" || v.in.Name == "zucchini" || v.in.Name == "eggplant" || v.in.Name == "shiitake mushroom" {
			cooked = append(cooked, v)
		} else {
			raw = append(raw, v)
		}
	}
	spicesInDressing := true
	if len(cooked) > 0 {
		m := d.vegMinutesBy("saute", cooked)
		aromatics := ""
		if len(d.aromatics) > 0 {
			aromatics = " with the " + partNames(d.aromatics)
		}
		where := "In the same pan, cook"
		if d.protein == nil {
			where = fmt.Sprintf("Heat 1 tbsp of the %s in a large skillet over medium-high heat and cook", fat)
		}
		d.step(m, "%s the %s%s until tender and browned in spots, about %d minutes.", where, partNames(cooked), aromatics, m)
	} else if len(d.aromatics) > 0 {
		spicesInDressing = false // aromaticStep blooms them in the pan
		if d.protein == nil {
			d.aromaticStep(fmt.Sprintf("Heat 1 tbsp of the %s in a large skillet over medium heat; ", fat))
		} else {
			d.aromaticStep("In the same pan, ")
		}
	}
	dressing := []string{"the remaining " + fat}
	if d.acid != nil {
		dressing = append(dressing, "the "+d.acid.name())
	}
	dressing = d.dressingExtras(dressing, spicesInDressing)
	d.step(2, "Whisk %s with a pinch of salt and pepper into a dressing.%s", listNames(dressing), d.extrasIn())
	base := "grains"
	if d.starch != nil {
		base = d.starch.name()
	}
	rawText := ""
	if len(raw) > 0 {
		rawText = ", the " + partNames(raw)
	}
	d.step(2, "Divide the %s among bowls and arrange the %s%s and cooked vegetables on top; drizzle with the dressing.%s", base, proteinName(d), rawText, d.toppings())
}

// flavourings names the spices (not salt and pepper) and sauces, for a step that
// stirs them in: "the cumin and soy sauce", or "".
func (d *dish) flavourings() string {
	all := append(d.realSpices(), d.sauces...)
	if len(all) == 0 {
		return ""
	}
	return "the " + partNames(all)
}

// dressingExtras adds the sauces, and the spices when asked, to what a dressing is
// whisked from.
func (d *dish) dressingExtras(dressing []string, withSpices bool) []string {
	if len(d.sauces) > 0 {
		dressing = append(dressing, "the "+partNames(d.sauces))
	}
	if spices := d.realSpices(); withSpices && len(spices) > 0 {
		dressing = append(dressing, "the "+partNames(spices))
	}
	return dressing
}

func writeSalad(d *dish) {
	d.prep(0)
	fat := d.fatName()
	spicesCooked := false
	if p := d.protein; p != nil && searMinutes(p.in) > 2 && p.in.Category != "legumes" {
		how := ""
		if spices := d.realSpices(); len(spices) > 0 {
			how, spicesCooked = "with the "+partNames(spices), true
		}
		d.sear(p, fmt.Sprintf("Heat 1 tsp of the %s in a skillet over medium-high heat", fat), "cook", how, "; let it rest a few minutes.")
	}
	var seared []*part
	for _, v := range d.vegs {
		if cookedOnly[v.in.Name] {
			seared = append(seared, v)
		}
	}
	if len(seared) > 0 {
		m := d.vegMinutesBy("saute", seared)
		d.step(m, "In the same hot pan, sear the %s until browned and just tender, about %d minutes; let cool slightly.", partNames(seared), m)
	}
	dressing := []string{"the " + fat}
	if d.acid != nil {
		dressing = append(dressing, "the "+d.acid.name())
	}
	dressing = d.dressingExtras(dressing, !spicesCooked)
	for _, a := range d.aromatics {
		if a.in.Name == "garlic" || a.in.Name == "shallot" {
			dressing = append(dressing, "the "+a.name())
		}
	}
	d.step(2, "Whisk or shake %s with a pinch of salt and pepper until creamy.%s", listNames(dressing), d.extrasIn())
	others := []*part{}
	for _, a := range d.aromatics {
		if a.in.Name != "garlic" && a.in.Name != "shallot" {
			others = append(others, a)
		}
	}
	everything := append(append([]*part{}, d.vegs...), others...)
	if d.starch != nil {
		everything = append(everything, d.starch)
	}
	if d.protein != nil {
		everything = append(everything, d.protein)
	}
	d.step(2, "Toss the %s with the dressing just before serving.%s", partNames(everything), d.toppings())
}

func writeSheetPan(d *dish) {
	d.prep(220)
	fat := d.fatName()
	spices := d.realSpices()
	season := "salt and pepper"
	if len(spices) > 0 {
		season = "the " + partNames(spices) + ", salt and pepper"
	}
	hard, soft := splitByHardness(d.vegs)
	if d.starch != nil {
		hard = append([]*part{d.starch}, hard...)
	}
	for _, a := range d.aromatics {
		if a.in.Name == "onion" || a.in.Name == "red onion" || a.in.Name == "shallot" {
			soft = append(soft, a)
		}
	}
	protMin := 0
	if d.protein != nil {
		protMin = roastMinutes(d.protein.in)
	}
	hardMin := 0
	if len(hard) > 0 {
		hardMin = d.vegMinutesBy("roast", hard)
	}
	first := max(hardMin-protMin, 0)
	if first > 0 {
		d.step(first, "Toss the %s with half the %s and a pinch of salt on a lined baking sheet; roast for %d minutes.", partNames(hard), fat, first)
		hard = nil
	}
	together := append(append([]*part{}, hard...), soft...)
	what := partNames(together)
	if d.protein != nil {
		if what != "" {
			what = d.protein.name() + " and " + what
		} else {
			what = d.protein.name()
		}
	}
	roast := max(protMin, d.vegMinutesBy("roast", together), 12)
	garlic := ""
	var rest []*part
	for _, a := range d.aromatics {
		if a.in.Name != "onion" && a.in.Name != "red onion" && a.in.Name != "shallot" {
			rest = append(rest, a)
		}
	}
	if len(rest) > 0 {
		garlic = " and " + partNames(rest)
	}
	d.step(roast, "Toss the %s with the remaining %s%s and %s, spread in one layer (use two pans if crowded) and roast at %s until %s and the vegetables are browned at the edges, about %d minutes.",
		what, fat, garlic, season, temp(220), donenessOrTender(d), roast)
	d.step(2, "Drizzle with %s, %s.%s", sauceOr(d), d.finishText(), d.extrasIn())
	d.step(1, "Serve straight from the pan.%s", d.toppings())
}

// isAre agrees a verb with a food's name: "the beans are", "the salmon is".
func isAre(name string) string {
	if strings.HasSuffix(name, "s") && !strings.HasSuffix(name, "ss") && !strings.HasSuffix(name, "us") {
		return "are"
	}
	return "is"
}

func donenessOrTender(d *dish) string {
	if d.protein == nil {
		return "tender"
	}
	return "the " + d.protein.name() + " " + isAre(d.protein.name()) + " " + doneness(d.protein.in)
}

func sauceOr(d *dish) string {
	if len(d.sauces) == 0 {
		return "any pan juices"
	}
	return "the " + partNames(d.sauces)
}

func writeTacos(d *dish) {
	d.prep(0)
	fat := d.fatName()
	spices := d.realSpices()
	if p := d.protein; p != nil {
		season := ""
		if len(spices) > 0 {
			season = "with the " + partNames(spices) + " and a good pinch of salt"
		}
		d.sear(p, fmt.Sprintf("Heat the %s in a large skillet over medium-high heat", fat), "cook", season, "; move to a bowl.")
	}
	cookVegs := []*part{}
	freshVegs := []*part{}
	for _, v := range d.vegs {
		if v.in.Name == "tomato" || v.in.Name == "cherry tomato" || v.in.Name == "avocado" || hardness(v.in) == 0 || v.in.Name == "cucumber" || v.in.Name == "radish" {
			freshVegs = append(freshVegs, v)
		} else {
			cookVegs = append(cookVegs, v)
		}
	}
	cookVegs = append(append([]*part{}, d.aromatics...), cookVegs...)
	if len(cookVegs) > 0 {
		m := max(d.vegMinutesBy("saute", cookVegs), 4)
		where := "In the same pan, cook"
		if d.protein == nil {
			where = fmt.Sprintf("Heat the %s in a large skillet over medium-high heat and cook", fat)
			if len(spices) > 0 {
				where = fmt.Sprintf("Heat the %s in a large skillet over medium-high heat, stir in the %s for 30 seconds, then cook", fat, partNames(spices))
			}
		}
		sauce := ""
		if len(d.sauces) > 0 {
			sauce = "stir in the " + partNames(d.sauces) + ", "
		}
		d.step(m, "%s the %s until soft and charred at the edges, about %d minutes; %s%s.%s", where, partNames(cookVegs), m, sauce, d.finishText(), d.extrasIn())
	}
	tortillas := "tortillas"
	if d.starch != nil {
		tortillas = plural(d.starch.name())
	}
	if d.starch != nil && d.starch.in.Name == "romaine lettuce" {
		tortillas = "romaine lettuce leaves"
		d.step(1, "Pat the lettuce leaves dry; they are the wraps.")
	} else {
		d.step(3, "Warm the %s in a dry pan for 20–30 seconds a side; wrap in a towel to keep soft.", tortillas)
	}
	fresh := ""
	if len(freshVegs) > 0 {
		fresh = ", the " + partNames(freshVegs)
	}
	filling := "cooked vegetables"
	if d.protein != nil {
		filling = d.protein.name() + " and vegetables"
	}
	d.step(2, "Fill the %s with the %s%s.%s", tortillas, filling, fresh, d.toppings())
}

func writeRisotto(d *dish) {
	d.prep(0)
	fat := d.fatName()
	liquid := "broth"
	if len(d.liquids) > 0 {
		liquid = partNames(d.liquids)
	}
	d.step(3, "Warm the %s in a small saucepan and keep it at a bare simmer.", liquid)
	if p := d.protein; p != nil {
		d.sear(p, fmt.Sprintf("In a wide heavy saucepan, heat half the %s over medium-high heat", fat), "cook", "", "; set aside.")
	}
	d.aromaticStep(fmt.Sprintf("Lower the heat to medium, add the rest of the %s, ", fat))
	rice := "rice"
	if d.starch != nil {
		rice = d.starch.name()
	}
	d.step(2, "Add the %s and stir for 2 minutes until the grains turn glassy at the edges.", rice)
	hard, soft := splitByHardness(d.vegs)
	hardText := ""
	if len(hard) > 0 {
		hardText = fmt.Sprintf(" Stir in the %s with the first ladle.", partNames(hard))
	}
	if len(soft) > 0 {
		hardText += fmt.Sprintf(" Add the %s for the last 5 minutes.", partNames(soft))
	}
	d.step(18, "Add the hot broth a ladle at a time, stirring often and waiting until each is almost absorbed before adding the next, until the rice is creamy and just tender, 18–20 minutes.%s", hardText)
	cheese := ""
	for _, g := range d.garnishes {
		if g.in.Category == "dairy" || g.in.Name == "nutritional yeast" {
			cheese = ", the " + g.name()
		}
	}
	if len(d.sauces) > 0 {
		cheese += ", the " + partNames(d.sauces)
	}
	d.step(2, "Off the heat, stir in the %s%s and a last splash of broth; %s. Cover and rest 2 minutes.%s", proteinName(d), cheese, d.finishText(), d.extrasIn())
	d.step(1, "Serve in warm shallow bowls.%s", d.toppings())
}

func writeSkillet(d *dish) {
	d.prep(0)
	fat := d.fatName()
	if p := d.protein; p != nil {
		d.sear(p, fmt.Sprintf("Heat the %s in a large skillet over medium-high heat", fat), "season and cook", "", "; move to a plate.")
	}
	if s := d.starch; s != nil && hardness(s.in) == 3 {
		d.step(15, "Add the %s to the pan with a splash of water, cover and cook over medium heat, turning now and then, until tender and golden, about 15 minutes.", s.name())
	}
	after := ""
	if d.protein == nil {
		after = fmt.Sprintf("Heat the %s in a large skillet over medium heat; ", fat)
	}
	d.aromaticStep(after)
	vegs := d.vegs
	inPan := func(s *part) bool { return s.in.Category == "produce" || s.in.Category == "frozen" }
	if s := d.starch; s != nil && hardness(s.in) != 3 && inPan(s) {
		vegs = append(append([]*part{}, vegs...), s)
	}
	if len(vegs) > 0 {
		m := d.vegMinutesBy("saute", vegs)
		d.step(m, "Add the %s and cook until tender, about %d minutes.", partNames(vegs), m)
	}
	liquid := "a splash of water"
	if len(d.liquids) > 0 {
		liquid = "the " + partNames(d.liquids)
	}
	if p := d.protein; p != nil && p.prep == wholePrep {
		// A seared fillet or steak is not simmered again: the sauce is made around the
		// resting meat and spooned over.
		d.step(4, "Add %s and %s to the pan, scraping up the browned bits, and let it bubble for 3–4 minutes until saucy; %s.%s Plate the %s and spoon the pan sauce over.",
			liquid, d.sauceNames(), d.finishText(), d.extrasIn(), p.name())
	} else {
		d.step(4, "Return the %s, add %s and %s, and let it bubble for 3–4 minutes until saucy; %s.%s", proteinName(d), liquid, d.sauceNames(), d.finishText(), d.extrasIn())
	}
	d.cookStarch() // couscous, or pasta whose water has been heating
	side := ""
	if s := d.starch; s != nil && !inPan(s) {
		side = " with the " + s.name() // rice simmered on its own, bread on the side
	}
	d.step(1, "Serve from the skillet%s.%s", side, d.toppings())
}

func writeCasserole(d *dish) {
	d.prep(190)
	d.cookStarch()
	fat := d.fatName()
	if p := d.protein; p != nil {
		d.sear(p, fmt.Sprintf("Heat the %s in a large skillet over medium-high heat", fat), "cook", "", ".")
		d.aromaticStep("")
	} else {
		d.aromaticStep(fmt.Sprintf("Heat the %s in a large skillet over medium heat; ", fat))
	}
	if len(d.vegs) > 0 {
		m := d.vegMinutesBy("saute", d.vegs)
		d.step(m, "Add the %s and cook until just tender, about %d minutes.", partNames(d.vegs), m)
	}
	liquid := "a cup of the pasta water"
	if len(d.liquids) > 0 {
		liquid = "the " + partNames(d.liquids)
	}
	base := "pasta"
	if d.starch != nil {
		base = d.starch.name()
	}
	d.step(3, "Stir in %s and %s and simmer 2 minutes; fold in the drained %s and %s, then tip into the baking dish.%s", liquid, d.sauceNames(), base, d.finishText(), d.extrasIn())
	top := "Bake"
	var cheeses, rest []*part
	for _, g := range d.garnishes {
		if g.in.Category == "dairy" || g.in.Name == "nutritional yeast" {
			cheeses = append(cheeses, g)
		} else {
			rest = append(rest, g)
		}
	}
	if len(cheeses) > 0 {
		top = "Scatter the " + partNames(cheeses) + " over the top and bake"
	}
	d.step(22, "%s at %s until bubbling and golden, 20–22 minutes.", top, temp(190))
	d.garnishes = rest // baked on, not scattered again
	d.step(5, "Rest 5 minutes before serving.%s", d.toppings())
	d.garnishes = append(rest, cheeses...)
}

// advancedTouch adds one refinement for advanced cooks.
func (d *dish) advancedTouch() {
	for _, g := range d.garnishes {
		if g.in.Category == "nuts-seeds" || g.in.Name == "sesame seeds" || g.in.Name == "pumpkin seeds" || g.in.Name == "sunflower seeds" {
			last := d.steps[len(d.steps)-1]
			d.steps = append(d.steps[:len(d.steps)-1], Step{Text: fmt.Sprintf("Toast the %s in a dry pan over medium heat, shaking often, until golden and fragrant, 2–3 minutes.", g.name()), Minutes: 3}, last)
			return
		}
	}
	if stirred[d.form.name] && d.form.name != "casserole" && len(d.steps) > 2 {
		text := "Taste and balance: a little more acid if it is flat, a pinch of salt if it is dull"
		if stirred[d.form.name] {
			text += ", a few drops of water if the sauce is too thick"
		}
		last := d.steps[len(d.steps)-1]
		d.steps = append(d.steps[:len(d.steps)-1], Step{Text: text + ".", Minutes: 1}, last)
	}
}
