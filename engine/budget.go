package engine

import (
	"fmt"
	"math"
	"regexp"
	"sort"
	"strings"
)

// budgetSwaps are cheaper foods that do the same job.
var budgetSwaps = map[string][]string{
	"salmon": {"tilapia"}, "halibut": {"cod", "tilapia"}, "sea bass": {"tilapia"}, "cod": {"tilapia"},
	"tuna steak": {"tilapia"}, "trout": {"tilapia"}, "chicken breast": {"chicken thigh"}, "duck breast": {"chicken thigh"},
	"turkey breast": {"chicken thigh"}, "sirloin steak": {"flank steak", "beef chuck"},
	"ribeye steak": {"sirloin steak"}, "strip steak": {"sirloin steak"}, "tenderloin steak": {"sirloin steak"}, "t-bone steak": {"sirloin steak"}, "lamb chops": {"pork chop"},
	"ground lamb": {"ground beef"}, "lamb leg": {"beef chuck"}, "short ribs": {"beef chuck"}, "prosciutto": {"ham"},
	"pancetta": {"bacon"}, "pine nuts": {"sunflower seeds"}, "pistachios": {"peanuts", "sunflower seeds"},
	"macadamia nuts": {"walnuts"}, "pecans": {"walnuts"}, "cashews": {"peanuts", "sunflower seeds"},
	"parmesan": {"pecorino"}, "goat cheese": {"feta"}, "brie": {"mozzarella"}, "swiss cheese": {"mozzarella"},
	"heavy cream": {"evaporated milk"}, "half-and-half": {"milk"}, "butter": {"vegetable oil"}, "unsalted butter": {"vegetable oil"},
	"ghee": {"vegetable oil"}, "olive oil": {"vegetable oil"}, "avocado oil": {"vegetable oil"}, "cherry tomato": {"tomato"},
	"raspberry": {"frozen berries"}, "blueberry": {"frozen berries"}, "strawberry": {"frozen berries"}, "mixed berries": {"frozen berries"},
	"shiitake mushroom": {"mushroom"}, "portobello mushroom": {"mushroom"}, "arugula": {"romaine lettuce"},
	"mixed greens": {"romaine lettuce"}, "watercress": {"romaine lettuce"}, "quinoa": {"white rice"}, "wild rice": {"brown rice"}, // white rice cooks in quinoa's 15 minutes and 2 cups of water a cup; brown rice takes 45
	"farro": {"pearl barley"}, "basmati rice": {"white rice"}, "jasmine rice": {"white rice"}, "arborio rice": {"white rice"},
	"maple syrup": {"brown sugar"}, "honey": {"sugar"}, "saffron": {"turmeric"}, "sourdough bread": {"bread"},
	"basil": {"dried basil"}, "oregano": {"dried oregano"}, "thyme": {"dried thyme"}, "rosemary": {"dried rosemary"},
	"dill": {"dried dill"}, "lemon juice": {"white vinegar"}, "lime juice": {"white vinegar"}, "scallops": {"shrimp"},
	"lobster": {"shrimp"}, "crab meat": {"canned tuna"}, "asparagus": {"green beans"}, "snow peas": {"green beans"},
	"red bell pepper": {"green bell pepper"}, "shallot": {"onion"}, "leek": {"onion"}, "balsamic vinegar": {"red wine vinegar"},
	"almond butter": {"peanut butter"}, "almond flour": {"all-purpose flour"}, "dark chocolate": {"chocolate chips"},
	"frozen edamame": {"frozen peas"}, "tempeh": {"tofu"}, "paneer": {"tofu"}, "halloumi": {"paneer"},
	"spinach": {"frozen spinach"}, "greek yogurt": {"yogurt"}, "sour cream": {"yogurt"},
	"marinara sauce": {"crushed tomatoes"}, "white wine": {"vegetable broth"}, "red wine": {"beef broth", "vegetable broth"}, "bok choy": {"napa cabbage", "cabbage"},
}

// budgetWhy says what a cook does where a swap is more than a cheaper brand.
var budgetWhy = map[[2]string]string{
	{"white wine", "vegetable broth"}:      "stock does the wine's job in a pan sauce or a risotto, a little less sharp",
	{"red wine", "beef broth"}:             "beef stock gives a braise its depth without the bottle",
	{"red wine", "vegetable broth"}:        "stock gives a braise its depth without the bottle",
	{"bok choy", "napa cabbage"}:           "napa cabbage cooks as tender and sweet in a wok or a broth",
	{"marinara sauce", "crushed tomatoes"}: "crushed tomatoes simmered with the onion and garlic already in the pan are the sauce the jar sells",
	{"bok choy", "cabbage"}:                "cabbage cooks as tender and sweet in a wok or a broth",
	{"spinach", "frozen spinach"}:          "frozen spinach is spinach already wilted: about 60 g of it, thawed and squeezed, for every 100 g of fresh leaves",
	{"snow peas", "green beans"}:           "green beans crunch as snow peas do but take a few minutes longer in the pan",
	{"asparagus", "green beans"}:           "green beans cook as asparagus does, a few minutes longer",
}

// budgetSlower is how many minutes a cheaper vegetable needs at the least where it is
// cooked in the steps (green beans are still raw after a snow pea's 2 minutes).
var budgetSlower = map[string]int{"green beans": 5, "napa cabbage": 3, "cabbage": 4}

// dried herbs are a third of the fresh weight; turmeric colours rice spoon for spoon as
// saffron does (1/2 tsp for a paella for six), never four times as much (review 37 #30).
var budgetRatio = map[string]float64{"dried basil": 0.33, "dried oregano": 0.33, "dried thyme": 0.33,
	"dried rosemary": 0.33, "dried dill": 0.33, "butter>vegetable oil": 0.8, "lemon juice>white vinegar": 0.5,
	"lime juice>white vinegar": 0.5, "saffron>turmeric": 1,
	// Fresh leaves are mostly water that wilts away: a 300 g box of frozen spinach,
	// thawed and squeezed, does the work of about 500 g of fresh.
	"spinach>frozen spinach": 0.6}

// Budgetify makes a dish cheaper: cheaper swaps that keep its diets and allergens,
// then trims of generous portions, until the target per serving is met when one is given.
func Budgetify(d Dish, target float64) *Transformed {
	before, skinned := d.cost(), d.skinnedFish()
	// Copy on write: every change below is tried on a copy, and the dish as it was is
	// kept when the change does not pay.
	type option struct {
		from   *Ingredient
		to     *Ingredient
		ratio  float64
		saving float64
	}
	var options []option
	ings := d.ingredients() // the items do not change while the options are listed
	for i, it := range d.Items {
		in := it.Ingredient
		if in == nil || it.Grams == 0 {
			continue
		}
		if definesDish(d.Name, in.Name) || !in.Is(RoleProtein) && d.titleNames(i) || cutButters[in.Name] && d.butterSauce() {
			// "Lemon Butter Scallops", "Basil Pesto": what the title promises stays.
			continue
		}
		if cut := d.dearCut(i); cut != "" && !definesDish(d.Name, cut) {
			// The everyday cut cooks the same way: a ribeye seared as a sirloin is.
			if saving := lineCost(in, it.Grams, it.Text) - CostOf(in, it.Grams); saving > 0.01 {
				options = append(options, option{in, in, 1, saving})
				continue
			}
		}
		for _, name := range budgetSwaps[in.Name] {
			to := mustLookup(name)
			ratio := 1.0
			if r, ok := budgetRatio[in.Name+">"+name]; ok {
				ratio = r
			} else if r, ok := budgetRatio[name]; ok {
				ratio = r
			}
			if !d.budgetSuits(i, to) {
				continue
			}
			saving := lineCost(in, it.Grams, it.Text) - CostOf(to, it.Grams*ratio)
			if saving > 0.01 && keepsRules(ings, in, to) {
				options = append(options, option{in, to, ratio, saving})
				break
			}
		}
	}
	sort.SliceStable(options, func(a, b int) bool { return options[a].saving > options[b].saving })
	var changes []Change
	met := func() bool { return target > 0 && d.cost().PerServing <= target }
	var tries trialCopies // the copies of undone swaps, reused for the next
	owned := false        // d is a copy made here, not the caller's dish
	for _, o := range options {
		if met() {
			break
		}
		at := d.indexOf(o.from, nil)
		if at < 0 {
			continue // merged into another line by an earlier swap
		}
		from := o.from
		if !d.stepsName(from.Name) && d.hasFood(firstWord(from.Name)) {
			// The steps speak of it only loosely ("the lime" for the lime juice): a swap
			// could not be written into them, so the line stays as it is.
			continue
		}
		was, cost := d, d.cost().Total
		d = tries.clone(d)
		prep := d.Items[at].Preparation
		if o.to == from {
			prep = withoutEachWeight(prep) // "12 oz each" was the size of the dear cut's steaks
		}
		if strings.HasPrefix(o.to.Name, "dried ") && !strings.HasPrefix(from.Name, "dried ") {
			prep = "" // a dried herb is not picked, chopped or left on the stem
		}
		if o.to.Category == "frozen" && from.Category != "frozen" {
			prep = "thawed and squeezed dry" // frozen leaves go in without their water
		}
		c := d.replaceFood(at, o.to, o.ratio, prep)
		if o.to.Category == "frozen" && from.Category != "frozen" {
			d.thawedLeafWords(o.to.Name)
		}
		if least := budgetSlower[o.to.Name]; least > 0 {
			d.cookedLonger(o.to.Name, least)
		}
		if from.Is(RoleSauce) && !o.to.Is(RoleSauce) {
			d.simmeredToSauce(o.to.Name, true) // a jar's sauce warmed through; tins cook down to one
		}
		if d.cost().Total >= cost {
			tries.drop(d)
			d = was // rounded to a kitchen measure, the swap saved nothing
			continue
		}
		if o.to != from && sharesClash(was, from.Name, o.to.Name) {
			// Joined to a line the dish had, the swap would have a step use two shares
			// of one food ("the rest of the oil with a third of the oil"): kept as it was.
			tries.drop(d)
			d = was
			continue
		}
		if doubledName(was.Steps, d.Steps, o.to) {
			// Joined to a food a step already names ("heat the oil and 1 tbsp vegetable
			// oil"): the step would name it twice, so the line stays as it was.
			tries.drop(d)
			d = was
			continue
		}
		fromName, fromPrice := from.Name, from.PricePerKg
		if cut := was.dearCut(at); cut != "" {
			fromName, fromPrice = cut, linePrice(from, was.Items[at].Text)
		}
		c.Reason = fmt.Sprintf("%s costs about $%.2f/kg against %s at $%.2f/kg; saves $%.2f", o.to.Name, o.to.PricePerKg,
			fromName, fromPrice, o.saving)
		if why := budgetWhy[[2]string{from.Name, o.to.Name}]; why != "" {
			c.Reason = d.sauceWhy(why) + "; " + c.Reason
		}
		changes = append(changes, c)
		if owned {
			tries.drop(was) // the copy the swap was made on is the dish now: was is held by nothing
		}
		owned = true
	}
	if !met() {
		changes = append(changes, d.stretchMince()...)
	}
	if !met() {
		changes = append(changes, d.stretchMinceWithLentils()...)
	}
	if !met() {
		changes = append(changes, d.stretchShellfish()...)
	}
	// Trim generous portions of the dearest foods: meat and fish (weighed on the bone
	// when bought on it), cheese and nuts; never the milk or cream a sauce is made of.
	limits := map[string]float64{"meat": 125, "poultry": 125, "seafood": 125, "dairy": 30, "nuts-seeds": 15}
	pastaMeat := !met() && d.hasPasta()
	for i, it := range d.Items {
		if met() {
			break
		}
		in := it.Ingredient
		if in == nil || it.Grams == 0 || in.Category == "dairy" && !in.Is(RoleCheese) {
			continue
		}
		if it.oneWhole() {
			continue // a whole chicken is roasted whole
		}
		if (it.Unit == "" || it.Unit == "piece") && it.Quantity > 0 && it.Quantity <= float64(d.Servings) {
			continue // one chop or breast a person: 2 1/2 chops do not serve four
		}
		limit, ok := limits[in.Category]
		if in.Is(RoleCheese) && in.Is(RoleGarnish) && in.PricePerKg >= 25 && d.otherCheese(i) {
			// The parmesan grated over a lasagne that has its mozzarella or béchamel:
			// a spoonful a plate gives its savour; more is the dearest line of the dish.
			limit = 12
		}
		if it.boneIn() {
			limit = 225
		}
		if ok && d.namedFood(i) {
			// The food the dish is named after (the paneer of a Matar Paneer, the
			// halloumi of a halloumi wrap) keeps a real portion of it.
			limit = max(limit, 100)
		}
		if ok && pastaMeat && !it.boneIn() && (in.Category == "meat" || in.Category == "poultry") {
			// Tossed through pasta, meat is one part of the plate: 75 g of sausage or mince
			// a serving with the pasta is a full one, 100 g of chicken (review 43 #30
			// trimmed the cheese, not the sausage).
			limit = 75
			if in.Category == "poultry" {
				limit = 100
			}
		}
		per := it.Grams / float64(d.Servings)
		if ok && per > limit*1.15 {
			was, cost := d, d.cost().Total
			d = tries.clone(d)
			cut := d.dearCut(i)
			if p := withoutEachWeight(d.Items[i].Preparation); p != d.Items[i].Preparation {
				d.Items[i].Preparation = p // fewer grams: "12 oz each" no longer holds
			}
			c := d.scaleItem(i, limit/per)
			if d.cost().Total >= cost {
				tries.drop(d)
				d = was
				continue
			}
			bone := ""
			if it.boneIn() {
				bone = " (on the bone)"
			}
			name := in.Name
			if cut != "" {
				name = cut
			}
			c.Reason = fmt.Sprintf("%.0f g of %s%s a serving is plenty; the rest was the dearest part of the dish", limit, name, bone)
			changes = append(changes, c)
		}
	}
	if len(changes) == 0 {
		d.Steps = append([]Step(nil), d.Steps...) // the answer never shares the input's steps
	}
	after := d.cost()
	r := d.result(changes)
	if skinned && d.skinGone() {
		r.Steps = withoutSkin(r.Steps) // salmon swapped for tilapia, which is sold skinless
	}
	r.CostBefore, r.CostAfter = &before, &after
	if target > 0 {
		ok := after.PerServing <= target
		r.TargetMet = &ok
		if !ok {
			r.Note = fmt.Sprintf("The cheapest version that keeps this dish's diets and allergens costs $%.2f a serving, $%.2f above the $%.2f target.", after.PerServing, after.PerServing-target, target) + d.budgetRest()
		}
	}
	if len(changes) == 0 && target <= 0 {
		r.Note = "Every ingredient is already among the cheapest that does its job."
	}
	if saved := before.PerServing - after.PerServing; saved >= 0.005 && r.Note == "" {
		r.Note = fmt.Sprintf("Saves about $%.2f a serving: $%.2f down to $%.2f.", saved, before.PerServing, after.PerServing)
	}
	if math.IsNaN(after.PerServing) {
		r.CostAfter = &before
	}
	return r
}

// budgetKeeps are the foods a dish is named for: a risotto is made of arborio rice and
// finished with butter, a shortbread is butter, a biryani is basmati. A cheaper food
// would make another dish, so budgetify leaves them.
var budgetKeeps = map[string][]string{
	"arborio rice":    {"risotto", "arancini"},
	"basmati rice":    {"biryani", "pilau", "pulao", "jeera"},
	"butter":          {"scampi", "piccata", "meunière", "meuniere", "risotto", "shortbread", "butter chicken", "brown butter", "garlic butter", "beurre", "croissant", "brioche", "pastry", "hollandaise", "béarnaise", "scones", "shortcake", "crumble", "cookies", "buttercream", "fudge"},
	"unsalted butter": {"risotto", "shortbread", "brown butter", "beurre", "croissant", "brioche", "pastry", "buttercream", "fudge"},
	"ghee":            {"ghee", "dal", "tadka"},
	"olive oil":       {"aglio", "olive oil", "pesto", "paella", "gambas", "gazpacho"},
	"saffron":         {"saffron", "milanese"},
	"parmesan":        {"parmigiana", "parmesan"},
	"dark chocolate":  {"fondant", "mousse", "truffles", "ganache"},
	"white wine":      {"wine", "moules", "marinière", "mariniere", "beurre blanc"},
	"red wine":        {"wine", "bourguignon", "coq au vin", "daube"},
	"tenderloin":      {"wellington", "chateaubriand", "carpaccio"},
	"beef fillet":     {"wellington", "chateaubriand", "carpaccio"},
}

// definesDish reports whether the title names a dish the food is what makes.
func definesDish(title, food string) bool {
	words := budgetKeeps[food]
	if len(words) == 0 {
		return false
	}
	t := lowered(title)
	for _, w := range words {
		if strings.Contains(t, w) {
			return true
		}
	}
	return false
}

// sharesClash reports whether swapping from for to would join two lines that one step
// uses side by side, so the step would name two shares of one food.
func sharesClash(d Dish, from, to string) bool {
	if !d.hasFood(to) {
		return false
	}
	f, t := lowered(from), lowered(to)
	for _, low := range d.lowSteps() {
		if strings.Contains(low, f) && strings.Contains(low, t) {
			return true
		}
	}
	return false
}

// hasFood reports whether the dish lists a food of this name.
func (d *Dish) hasFood(name string) bool {
	for _, it := range d.Items {
		if it.Ingredient != nil && it.Ingredient.Name == name {
			return true
		}
	}
	return false
}

// stepsName reports whether some step names the word or phrase, as whole words.
func (d *Dish) stepsName(name string) bool {
	name = lowered(name)
	for si, st := range d.Steps {
		if isPlainASCII(st.Text) && isPlainASCII(name) {
			if hasWordFoldASCII(st.Text, name) {
				return true
			}
			continue
		}
		t := d.lowOf(si, st.Text)
		for i := strings.Index(t, name); i >= 0; {
			end := i + len(name)
			if (i == 0 || !wordByte(t[i-1])) && (end == len(t) || !wordByte(t[end])) {
				return true
			}
			next := strings.Index(t[i+1:], name)
			if next < 0 {
				break
			}
			i += 1 + next
		}
	}
	return false
}

func wordByte(b byte) bool { return b >= 'a' && b <= 'z' }

// hasWordFoldASCII is stepsName's test of one ASCII text, without lower-casing it:
// name (lower-case) stands in text, in any case, with no letter on either side. The
// places its first letter stands, in either case, are found with IndexByte; only
// those are compared.
func hasWordFoldASCII(text, name string) bool {
	if len(name) == 0 {
		return hasWordFoldASCIISlow(text, name)
	}
	if len(name) > len(text) {
		return false
	}
	c0, c1 := name[0], name[0]
	if 'A' <= c0 && c0 <= 'Z' {
		return false // a capital in name matches no lowered letter
	}
	if 'a' <= c0 && c0 <= 'z' {
		c1 = c0 + 'A' - 'a'
	}
	starts := text[:len(text)-len(name)+1] // where a match may begin
	lo, up := -2, -2                       // the next place of c0 and of c1 at or after i; -1: none left
	next := func(c byte, at, i int) int {
		if at == -1 || at >= i {
			return at
		}
		if k := strings.IndexByte(starts[i:], c); k >= 0 {
			return i + k
		}
		return -1
	}
	if c1 == c0 {
		up = -1
	}
	for i := 0; ; {
		lo = next(c0, lo, i)
		if c1 != c0 {
			up = next(c1, up, i)
		}
		k := lo
		if k < 0 || up >= 0 && up < k {
			k = up
		}
		if k < 0 {
			return false
		}
		j := 1
		for j < len(name) && lowerASCII(text[k+j]) == name[j] {
			j++
		}
		end := k + len(name)
		if j == len(name) && (k == 0 || !wordByte(lowerASCII(text[k-1]))) && (end == len(text) || !wordByte(lowerASCII(text[end]))) {
			return true
		}
		i = k + 1
	}
}

func lowerASCII(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// hasWordFoldASCIISlow is hasWordFoldASCII compared at every place, kept for an empty
// name and as the reference its test checks the fast one against.
func hasWordFoldASCIISlow(text, name string) bool {
	for i := 0; i+len(name) <= len(text); i++ {
		j := 0
		for j < len(name) && lowerASCII(text[i+j]) == name[j] {
			j++
		}
		end := i + len(name)
		if j == len(name) && (i == 0 || !wordByte(lowerASCII(text[i-1]))) && (end == len(text) || !wordByte(lowerASCII(text[end]))) {
			return true
		}
	}
	return false
}

func firstWord(s string) string {
	if i := strings.IndexByte(s, ' '); i > 0 {
		return s[:i]
	}
	return s
}

// titleNames reports whether the title names item i's food: its name, the recipe's
// word for it or one of its aliases (four letters or more).
func (d *Dish) titleNames(i int) bool {
	it := d.Items[i]
	in := it.Ingredient
	if in == nil {
		return false
	}
	if titleHas(d.Name, in.Name) || titleHas(d.Name, it.Display) {
		return true
	}
	for _, a := range in.Aliases {
		if titleHas(d.Name, a) {
			return true
		}
	}
	return false
}

// titleHas reports whether the title holds the name (four letters or more) as whole
// words, in any case.
func titleHas(title, name string) bool {
	if len(name) < 4 || len(name) > len(title) {
		return false
	}
	if isPlainASCII(title) && isPlainASCII(name) {
		for k := 0; k < len(name); k++ {
			if 'A' <= name[k] && name[k] <= 'Z' {
				name = lowered(name)
				break
			}
		}
		return hasWordFoldASCII(title, name)
	}
	return hasWordFoldASCIISlow(lowered(title), lowered(name))
}

// namedFood reports whether item i is the food the dish is named after or its main
// protein: the title names it ("Matar Paneer"), or it is the heaviest of the
// dish's proteins.
func (d *Dish) namedFood(i int) bool {
	it := d.Items[i]
	in := it.Ingredient
	if in == nil {
		return false
	}
	title := lowered(d.Name)
	for _, n := range append([]string{in.Name, it.Display}, in.Aliases...) {
		if n = lowered(n); n != "" && len(n) >= 4 && strings.Contains(title, n) {
			return true
		}
	}
	if !in.Is(RoleProtein) {
		return false
	}
	for j, other := range d.Items {
		if j != i && other.Ingredient != nil && other.Ingredient.Is(RoleProtein) && other.Grams > it.Grams {
			return false
		}
	}
	return true
}

// otherCheese reports whether the dish has a cheese or a cheese sauce beside item i: the
// mozzarella of a bake, the béchamel of a lasagne, the ricotta of its layers.
func (d *Dish) otherCheese(i int) bool {
	for j, it := range d.Items {
		if in := it.Ingredient; j != i && in != nil && it.Grams > 0 && (in.Is(RoleCheese) || in.Name == "milk" && d.hasFood("all-purpose flour")) {
			return true
		}
	}
	return false
}

// simmeredToSauce gives the tins that replaced a jar of sauce the simmer that makes them
// one: "simmer 2 minutes" warmed the jar's cooked sauce through; crushed tomatoes want 10.
func (d *Dish) simmeredToSauce(name string, salted bool) {
	first := -1
	for i, s := range d.Steps {
		if !strings.Contains(s.Text, name) {
			continue
		}
		if first < 0 {
			first = i
		}
		low := lowered(s.Text)
		if strings.Contains(low, "simmer") || strings.Contains(low, "boil") {
			// The tins cook in the pan already: a short simmer is made long enough.
			for _, short := range []string{"simmer 1 minute", "simmer 2 minutes", "simmer 3 minutes", "simmer 5 minutes"} {
				if t := strings.Replace(s.Text, short, "simmer 10 minutes, until it tastes cooked and thickens a little", 1); t != s.Text {
					d.Steps[i].Text, d.Steps[i].Minutes = t, s.Minutes+8
					break
				}
			}
			return
		}
	}
	if first < 0 {
		return
	}
	// Spooned straight from the tin the tomatoes taste raw and run thin: they are
	// simmered to a sauce first, as the jar's was.
	season := "a pinch of salt and sugar"
	if !salted {
		season = "a pinch of sugar and no salt" // a low-sodium swap: the tins replaced a salty sauce
	}
	sauce := Step{Text: fmt.Sprintf("Simmer the %s in a small pan with %s, stirring now and then, until thickened and no longer raw-tasting, about 10 minutes.", name, season), Minutes: 10}
	d.Steps = append(d.Steps[:first:first], append([]Step{sauce}, d.Steps[first:]...)...)
	for i := range d.Steps {
		d.Steps[i].Step = i + 1
	}
}

// sauceWhy says how tins become the jar's sauce in this dish: with the onion and garlic
// it already softens, or simmered on their own.
func (d *Dish) sauceWhy(why string) string {
	if !strings.Contains(why, "onion and garlic already in the pan") {
		return why
	}
	onion, garlic := false, false
	for _, it := range d.Items {
		if in := it.Ingredient; in != nil && !strings.Contains(in.Name, "powder") {
			onion = onion || strings.Contains(in.Name, "onion") && !strings.Contains(in.Name, "green onion") || in.Name == "shallot"
			garlic = garlic || strings.HasPrefix(in.Name, "garlic")
		}
	}
	switch {
	case onion && garlic:
		return why
	case onion || garlic:
		what := "onion"
		if garlic {
			what = "garlic"
		}
		return strings.Replace(why, "onion and garlic", what, 1)
	}
	return "crushed tomatoes simmered 10 minutes with a pinch of salt and sugar are the sauce the jar sells"
}

// shortCook finds a cooking time of a few minutes in a sentence: "stir-fry 2 minutes",
// "for 3 minutes", "2 to 3 minutes".
var shortCook = regexp.MustCompile(`\b([1-4])(?: to [2-4]|–[2-4]|-[2-4])? minutes?\b`)

// cookedLonger gives the swapped food at least least minutes in the sentences that cook
// it, so it is not served raw after the dearer food's shorter time.
func (d *Dish) cookedLonger(name string, least int) {
	for i, st := range d.Steps {
		if !strings.Contains(lowered(st.Text), name) {
			continue
		}
		var out []string
		grew := 0
		for _, sentence := range strings.SplitAfter(st.Text, ". ") {
			if strings.Contains(lowered(sentence), name) && isHeatStep(sentence) {
				if m := shortCook.FindStringSubmatchIndex(sentence); m != nil {
					was := int(sentence[m[2]] - '0')
					sentence = sentence[:m[0]] + fmt.Sprintf("%d–%d minutes, until just tender", least, least+1) + sentence[m[1]:]
					grew += least - was
				}
			}
			out = append(out, sentence)
		}
		if grew > 0 {
			d.Steps[i].Text, d.Steps[i].Minutes = strings.Join(out, ""), st.Minutes+grew
		}
	}
}
