package engine

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"
	"sync"
)

// Restrictions are the dietary restrictions of the contract, in its order.
var Restrictions = []string{"vegan", "vegetarian", "pescatarian", "gluten-free", "dairy-free",
	"egg-free", "nut-free", "soy-free", "low-carb", "keto", "paleo", "halal", "kosher"}

// Allergens are the major allergens of the contract, in its order.
var Allergens = []string{"peanuts", "tree-nuts", "milk", "eggs", "fish", "shellfish", "soy", "wheat", "sesame"}

var allergenFacts = map[string]Fact{
	"peanuts": FactPeanut, "tree-nuts": FactTreeNut, "milk": FactDairy, "eggs": FactEgg,
	"fish": FactFish, "shellfish": FactShellfish, "soy": FactSoy, "wheat": FactWheat, "sesame": FactSesame,
}

// restrictionFacts are the facts each restriction refuses outright. Low-carb and keto
// judge by net carbohydrate instead (in Breaks); kosher also forbids meat with dairy.
var restrictionFacts = map[string]Fact{
	"vegan":       FactMeat | FactPoultry | FactFish | FactShellfish | FactDairy | FactEgg | FactAnimal | FactGelatin,
	"vegetarian":  FactMeat | FactPoultry | FactFish | FactShellfish | FactGelatin | FactRennet,
	"pescatarian": FactMeat | FactPoultry | FactGelatin | FactRennet,
	"gluten-free": FactWheat | FactGluten,
	"dairy-free":  FactDairy,
	"egg-free":    FactEgg,
	"nut-free":    FactTreeNut | FactPeanut,
	"soy-free":    FactSoy,
	"paleo":       FactGrain | FactLegume | FactDairy | FactRefined | FactSoy | FactPeanut | FactWheat | FactGluten | FactAlcohol | FactPotato,
	"halal":       FactPork | FactAlcohol | FactGelatin,
	"kosher":      FactPork | FactShellfish | FactGelatin | FactNotKosher,
}

var factWords = []struct {
	f    Fact
	word string
}{
	{FactMeat, "meat"}, {FactPoultry, "poultry"}, {FactFish, "fish"}, {FactShellfish, "shellfish"},
	{FactDairy, "dairy"}, {FactEgg, "egg"}, {FactAnimal, "an animal product"}, {FactGelatin, "gelatin"},
	{FactWheat, "wheat"}, {FactGluten, "gluten"}, {FactTreeNut, "tree nuts"}, {FactPeanut, "peanuts"},
	{FactSoy, "soy"}, {FactSesame, "sesame"}, {FactPork, "pork"}, {FactAlcohol, "alcohol"}, {FactNotKosher, "a meat kosher law forbids"}, {FactRennet, "animal rennet"},
	{FactGrain, "grain"}, {FactLegume, "legumes"}, {FactRefined, "refined ingredients"}, {FactPotato, "white potato"},
}

func describeFacts(f Fact) string {
	var words []string
	for _, fw := range factWords {
		if f&fw.f != 0 {
			words = append(words, fw.word)
		}
	}
	return strings.Join(words, ", ")
}

// Rules are the dietary restrictions and allergies a recipe must respect.
type Rules struct {
	Restrictions []string // canonical names
	Allergies    []string // canonical names
}

// canonicalWord matches accepted values case-insensitively with spaces, "_" and "-" alike.
func canonicalWord(s string) string {
	return strings.Join(strings.FieldsFunc(lowered(s), func(r rune) bool {
		return r == ' ' || r == '_' || r == '-'
	}), "-")
}

// Canonical returns the accepted value that s names, or false. Matching ignores case
// and treats spaces, "_" and "-" alike.
func Canonical(s string, accepted []string) (string, bool) {
	c := canonicalWord(s)
	for _, a := range accepted {
		if a == c {
			return a, true
		}
	}
	if syn, ok := allergenSynonyms[c]; ok && slices.Contains(accepted, syn) {
		return syn, true
	}
	return "", false
}

// allergenSynonyms are the words people write for a major allergen: a "dairy" allergy is
// the milk allergy, not a request to refuse.
var allergenSynonyms = map[string]string{"dairy": "milk", "egg": "eggs", "peanut": "peanuts", "tree-nut": "tree-nuts",
	"soya": "soy", "sesame-seeds": "sesame", "shell-fish": "shellfish",
	"gluten": "wheat", "gluten-allergy": "wheat", "gluten-intolerance": "wheat", "coeliac": "wheat", "celiac": "wheat",
	"coeliac-disease": "wheat", "celiac-disease": "wheat", "wheat-allergy": "wheat"}

// glutenWords are the allergy words that mean gluten, not only wheat: barley and rye
// are left out too.
var glutenWords = map[string]bool{"gluten": true, "gluten-allergy": true, "gluten-intolerance": true,
	"coeliac": true, "celiac": true, "coeliac-disease": true, "celiac-disease": true}

// WithAllergyRestrictions adds to restrictions those an allergy as written implies: a
// "gluten" or "coeliac" allergy is the wheat allergy and the gluten-free restriction.
func WithAllergyRestrictions(restrictions, allergies []string) []string {
	for _, a := range allergies {
		if glutenWords[canonicalWord(a)] && !slices.Contains(restrictions, "gluten-free") {
			restrictions = append(restrictions, "gluten-free")
		}
	}
	return restrictions
}

// netCarbs is carbohydrate less fiber per 100 g.
func netCarbs(in *Ingredient) float64 { return in.Per100g.Carbs - in.Per100g.Fiber }

// seasoning reports whether the ingredient is used by the pinch or spoon, so its carbs
// per 100 g say little about a dish.
func seasoning(in *Ingredient) bool {
	return in.Category == "spices-seasonings" || in.Category == "herbs" || in.Is(RoleAcid) && in.Per100g.Kcal < 60
}

// carbLimits are a restriction's net carbohydrate limits: per 100 g for what a plate is
// made of, per use (a clove, a tablespoon) for what seasons it; ok is false for a
// restriction that sets none.
func carbLimits(res string) (per100g, perUse float64, ok bool) {
	switch res {
	case "low-carb":
		return 15, 3, true
	case "keto":
		return 10, 1.5, true // oyster sauce, 2 g a spoon of sugar and wheat, is not a keto sauce
	}
	return 0, 0, false
}

// flavouring reports whether a dish uses the food by the clove or the spoon to flavour
// it (garlic, ginger, a sauce, a vinegar) rather than as part of the plate, and the
// grams of one such use: four cloves of garlic are 4 g of carbohydrate in a whole dish,
// whatever 100 g of garlic holds.
func flavouring(in *Ingredient) (grams float64, unit string, ok bool) {
	if in.Category == "baking" && in.Is(RoleBaking|RoleSpice) && !in.Is(RoleStarch|RoleSweetener|RoleFat|RoleProtein|RoleGarnish) {
		// A raising or setting agent, an extract or cocoa goes into a bake by the spoon:
		// by the tablespoon what the table also measures by the cup (cocoa), else by the
		// teaspoon (vanilla, baking powder). Keto brownies keep their cocoa and vanilla.
		spoons := [2]string{"tsp", "tbsp"}
		if _, cup := in.Units["cup"]; cup {
			spoons = [2]string{"tbsp", "tsp"}
		}
		for _, u := range spoons {
			if g, ok := in.Units[u]; ok && g > 0 {
				return g, u, true
			}
		}
	}
	if !in.Is(RoleAromatic|RoleSpice|RoleSauce|RoleAcid) ||
		in.Is(RoleVegetable|RoleStarch|RoleProtein|RoleFruit|RoleSweetener|RoleBaking) {
		return 0, "", false
	}
	for _, u := range [...]string{"clove", "tbsp", "tsp"} {
		if g, ok := in.Units[u]; ok && g > 0 {
			return g, u, true
		}
	}
	return 0, "", false
}

var useWords = map[string]string{"clove": "a clove", "tbsp": "a tablespoon", "tsp": "a teaspoon"}

// tooManyCarbs reports whether the ingredient holds too much carbohydrate for a
// low-carb or keto restriction res (false where res sets no limit), with the grams
// found and the amount they are in ("a clove", "per 100 g").
func tooManyCarbs(res string, in *Ingredient) (grams float64, in100 string, bad bool) {
	limit, perUse, ok := carbLimits(res)
	if !ok || seasoning(in) {
		return 0, "", false
	}
	if in.Has(FactGrain) {
		// Oat milk or hominy may read light per 100 g, but a food made of grain is a
		// starch no keto or low-carb cook counts in (review 37 #39).
		return netCarbs(in), "per 100 g, from grain", true
	}
	if g, unit, ok := flavouring(in); ok {
		per := netCarbs(in) * g / 100
		return per, useWords[unit], per > perUse
	}
	return netCarbs(in), "per 100 g", netCarbs(in) > limit
}

// Breaks returns why the ingredient breaks the rules, or "" when it does not.
func (r Rules) Breaks(in *Ingredient) string {
	for _, a := range r.Allergies {
		if in.Facts&allergenFacts[a] != 0 {
			return fmt.Sprintf("contains %s (allergy: %s)", strings.ReplaceAll(a, "-", " "), a)
		}
	}
	for _, res := range r.Restrictions {
		if bad := in.Facts & restrictionFacts[res]; bad != 0 {
			return fmt.Sprintf("not %s: contains %s", res, describeFacts(bad))
		}
		if g, amount, bad := tooManyCarbs(res, in); bad {
			return fmt.Sprintf("not %s: %.1f g net carbohydrate %s", res, g, amount)
		}
		if res == "kosher" && meatWithDairy(in) {
			return "not kosher: meat and dairy in one food"
		}
	}
	return ""
}

// allows reports whether the ingredient keeps the rules (Breaks without the words).
func (r Rules) allows(in *Ingredient) bool {
	for _, a := range r.Allergies {
		if in.Facts&allergenFacts[a] != 0 {
			return false
		}
	}
	for _, res := range r.Restrictions {
		if !keeps(res, in) {
			return false
		}
	}
	return true
}

// ruleMask is a Rules read once for the many foods a request's ranking asks about: the
// facts its allergies refuse, and a bit for each restriction (by its place in
// Restrictions) a food must keep. A name the contract does not list refuses nothing,
// as in allows.
type ruleMask struct {
	facts Fact
	keeps uint64
}

func (r Rules) mask() ruleMask {
	var m ruleMask
	for _, a := range r.Allergies {
		m.facts |= allergenFacts[a]
	}
	for _, res := range r.Restrictions {
		if i := slices.Index(Restrictions, res); i >= 0 {
			m.keeps |= 1 << i
		}
	}
	return m
}

// allows is Rules.allows from the food's restriction bits (foodKeeps).
func (m ruleMask) allows(in *Ingredient) bool {
	return in.Facts&m.facts == 0 && (m.keeps == 0 || foodKeeps(in)&m.keeps == m.keeps)
}

// keeps reports whether the ingredient keeps one restriction.
func keeps(res string, in *Ingredient) bool {
	if in.Facts&restrictionFacts[res] != 0 {
		return false
	}
	if res == "kosher" {
		return !meatWithDairy(in)
	}
	_, _, bad := tooManyCarbs(res, in)
	return !bad
}

// meatWithDairy is a food that is meat and dairy at once (a cream of chicken soup):
// never kosher, whatever it is served with.
func meatWithDairy(in *Ingredient) bool {
	return in.Has(FactDairy) && in.Has(FactMeat|FactPoultry)
}

// kosher reports whether the rules include kosher (which also forbids meat with dairy).
func (r Rules) kosher() bool {
	for _, res := range r.Restrictions {
		if res == "kosher" {
			return true
		}
	}
	return false
}

// Suitability returns the restrictions a set of ingredients keeps and the allergens it
// contains, both in the contract's order.
func Suitability(ings []*Ingredient) (suitable, allergens []string) {
	if len(ings) == 1 {
		return suitabilityOf(ings[0])
	}
	return suitabilityWords(suitabilityMask(ings))
}

// suitabilityWords turns suitabilityMask's bits into the contract's words.
func suitabilityWords(kept uint64, facts Fact) (suitable, allergens []string) {
	suitable = make([]string, 0, bits.OnesCount64(kept))
	for i, res := range Restrictions {
		if kept&(1<<i) != 0 {
			suitable = append(suitable, res)
		}
	}
	n := 0
	for _, a := range Allergens {
		if facts&allergenFacts[a] != 0 {
			n++
		}
	}
	allergens = make([]string, 0, n)
	for _, a := range Allergens {
		if facts&allergenFacts[a] != 0 {
			allergens = append(allergens, a)
		}
	}
	return suitable, allergens
}

// foodSuitability is the Suitability of each food of the table on its own, worked out
// once: the restrictions it keeps and the allergens it holds, by its place in the table.
var foodSuitability = sync.OnceValue(func() [][2][]string {
	out := make([][2][]string, len(table))
	for i, in := range table {
		s, a := suitabilityWords(suitabilityMask([]*Ingredient{in}))
		out[i] = [2][]string{slices.Clip(s), slices.Clip(a)}
	}
	return out
})

// suitabilityOf is Suitability of one food. The slices of a table food are shared:
// callers only read them.
func suitabilityOf(in *Ingredient) (suitable, allergens []string) {
	if in.id < len(table) && table[in.id] == in {
		s := foodSuitability()[in.id]
		return s[0], s[1]
	}
	return suitabilityWords(suitabilityMask([]*Ingredient{in}))
}

// suitabilityMask is Suitability without the words: a bit for each restriction kept,
// by its place in Restrictions, and every fact the foods hold.
func suitabilityMask(ings []*Ingredient) (kept uint64, facts Fact) {
	meat, dairy := false, false
	alone := ^uint64(0) // the restrictions every food keeps on its own
	for _, in := range ings {
		facts |= in.Facts
		meat = meat || in.Has(FactMeat|FactPoultry)
		dairy = dairy || in.Has(FactDairy)
		alone &= foodKeeps(in)
	}
	rs := restrictionRules()
	for i, res := range Restrictions {
		// A fact any food holds breaks the restriction; only the carbohydrate limits and
		// kosher's meat with dairy need each food again.
		ok := facts&rs[i].facts == 0
		if ok && rs[i].perFood {
			ok = alone&(1<<i) != 0
		}
		if res == "kosher" && meat && dairy {
			ok = false
		}
		if ok {
			kept |= 1 << i
		}
	}
	return kept, facts
}

// restrictionRule is what suitabilityMask asks of a restriction, by its place in
// Restrictions: the facts it refuses, and whether each food must be asked again.
type restrictionRule struct {
	facts   Fact
	perFood bool
}

var restrictionRules = sync.OnceValue(func() []restrictionRule {
	out := make([]restrictionRule, len(Restrictions))
	for i, res := range Restrictions {
		_, _, limited := carbLimits(res)
		out[i] = restrictionRule{restrictionFacts[res], limited || res == "kosher"}
	}
	return out
})

// foodKeeps is a bit for each restriction (by its place in Restrictions) the food
// keeps on its own; a table food's bits are worked out once.
func foodKeeps(in *Ingredient) uint64 {
	if in.id < len(table) && table[in.id] == in {
		return foodKeepsMasks()[in.id]
	}
	return keepsMask(in)
}

func keepsMask(in *Ingredient) uint64 {
	var m uint64
	for i, res := range Restrictions {
		if keeps(res, in) {
			m |= 1 << i
		}
	}
	return m
}

var foodKeepsMasks = sync.OnceValue(func() []uint64 {
	out := make([]uint64, len(table))
	for i, in := range table {
		out[i] = keepsMask(in)
	}
	return out
})

// servingKeeps reports whether a serving's nutrients keep restriction res. Every food of
// a ratatouille keeps keto on its own, yet 1.3 kg of vegetables for four is 23 g of
// carbohydrate a serving: a cook's low-carb and keto are judged by the plate. Low-carb
// counts every gram (as a label does): at most 20 g a serving. Keto counts net of
// fibre, as keto cooks do: at most 10 g a serving, and above 5 g no more than an eighth
// of its energy (a ketogenic day is 5–10% carbohydrate; one plate may carry a little
// more): a steak with green beans is keto at 7 g in 290 kcal, a 290 kcal Greek salad
// at 10 g is not. Other restrictions set no limit here.
func servingKeeps(res string, n Nutrients) bool {
	switch res {
	case "low-carb":
		return n.Carbs <= 20
	case "keto":
		net := max(0, n.Carbs-n.Fiber)
		return net <= 10 && (net <= 5 || 4*net <= n.Kcal/8)
	}
	return true
}

// servingSuitable is suitable (the restrictions every food keeps) less those a serving
// of n breaks; suitable itself is left as it was (a table food's words are shared).
func servingSuitable(suitable []string, n Nutrients) []string {
	for i, res := range suitable {
		if !servingKeeps(res, n) {
			out := slices.Clone(suitable[:i])
			for _, r := range suitable[i+1:] {
				if servingKeeps(r, n) {
					out = append(out, r)
				}
			}
			return out
		}
	}
	return suitable
}
