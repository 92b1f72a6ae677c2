package engine

import (
	"slices"
	"strings"
)

// A dish called Thai tastes of fish sauce and lime, one called Korean of gochujang and
// sesame oil: cuisineBase lists, for each cuisine, the flavourings a cook expects of it.
// marks say the cuisine on their own (fish sauce, lime, curry paste for Thai); support
// are the rest of its base (garlic, chili, palm sugar, Thai basil). A dish labelled with
// a cuisine holds at least two of them, one a mark. American cooking has no one base.
type flavourBase struct {
	marks, support []string
}

var cuisineBase = map[string]flavourBase{
	"thai": {marks: []string{"fish sauce", "lime", "lime juice", "lime zest", "lemongrass", "galangal", "thai curry paste",
		"red curry paste", "green curry paste", "shrimp paste", "tamarind paste", "sweet chili sauce"},
		support: []string{"red chili", "garlic", "brown sugar", "coconut sugar", "thai basil", "basil", "cilantro", "mint", "ginger", "peanuts",
			"chili garlic sauce", "sriracha", "shallot", "scallion", "coconut milk", "coconut cream", "peanut butter",
			"soy sauce", "oyster sauce"}},
	"vietnamese": {marks: []string{"fish sauce", "nuoc cham", "lime", "lime juice", "lemongrass", "mint", "pickled daikon"},
		support: []string{"red chili", "garlic", "shallot", "sugar", "brown sugar", "cilantro", "thai basil", "basil", "peanuts", "rice vinegar",
			"chili garlic sauce", "sriracha", "hoisin sauce", "star anise", "ginger", "scallion", "dill",
			"soy sauce"}},
	"korean": {marks: []string{"gochujang", "gochugaru", "doenjang", "kimchi", "sesame oil", "perilla leaves", "soy sauce"}, // soy: ganjang, of bulgogi and soy-garlic wings
		support: []string{"soy sauce", "tamari", "garlic", "scallion", "ginger", "sesame seeds", "rice vinegar", "sugar",
			"brown sugar", "red chili", "honey", "cilantro"}},
	"japanese": {marks: []string{"soy sauce", "tamari", "mirin", "miso", "dashi", "kombu", "bonito flakes", "rice vinegar",
		"ponzu", "teriyaki sauce", "wasabi", "nori", "furikake", "shichimi togarashi", "pickled ginger", "tonkatsu sauce",
		"unagi sauce", "wakame"},
		support: []string{"ginger", "scallion", "garlic", "sesame seeds", "sesame oil", "sugar"}},
	"chinese": {marks: []string{"soy sauce", "tamari", "shaoxing wine", "oyster sauce", "hoisin sauce", "black bean sauce",
		"chili bean paste", "five-spice powder", "star anise", "black vinegar", "chili oil", "sichuan pepper"},
		support: []string{"ginger", "garlic", "scallion", "sesame oil", "rice vinegar", "white pepper", "sugar", "red chili",
			"red pepper flakes", "cilantro", "sesame seeds", "five-spice powder"}},
	"indian": {marks: []string{"cumin", "cumin seeds", "ground coriander", "turmeric", "garam masala", "curry powder", "cardamom",
		"mustard seeds", "fenugreek", "curry leaves", "asafoetida", "nigella seeds", "amchur", "ajwain", "fennel seeds",
		"cloves", "mango chutney", "indian curry paste", "tikka masala paste"},
		support: []string{"ginger", "garlic", "red chili", "jalapeno", "cilantro", "chili powder", "cayenne", "cinnamon",
			"yogurt", "ghee", "lemon", "lemon juice", "lime", "lime juice", "bay leaf", "mint"}},
	"mexican": {marks: []string{"cumin", "cumin seeds", "chili powder", "taco seasoning", "dried chiles", "chipotle in adobo", "achiote",
		"enchilada sauce", "salsa", "green chiles", "jalapeno", "lime", "lime juice", "cilantro", "epazote"},
		support: []string{"garlic", "onion", "dried oregano", "red chili", "hot sauce", "smoked paprika", "cayenne",
			"avocado", "queso fresco", "cotija", "tomatillo", "poblano", "oregano", "scallion"}},
	"italian": {marks: []string{"basil", "dried basil", "oregano", "dried oregano", "parmesan", "pecorino", "italian seasoning",
		"pesto", "balsamic vinegar", "red pepper flakes", "rosemary", "dried rosemary", "sage", "capers", "anchovies", "nduja",
		"marinara sauce", "mozzarella"},
		support: []string{"garlic", "olive oil", "parsley", "lemon", "lemon juice", "onion", "red wine", "white wine",
			"thyme", "fennel seeds", "tomato paste", "crushed tomatoes", "canned diced tomatoes", "pancetta", "bay leaf"}},
	"french": {marks: []string{"butter", "unsalted butter", "shallot", "thyme", "dried thyme", "tarragon", "dijon mustard",
		"white wine", "red wine", "herbes de provence", "chives", "bay leaf", "creme fraiche", "gruyere", "swiss cheese", "brie"},
		support: []string{"garlic", "parsley", "heavy cream", "lemon", "lemon juice", "onion", "leek", "olive oil", "rosemary",
			"dried rosemary", "basil", "sage"}},
	"greek": {marks: []string{"dried oregano", "oregano", "feta", "dill", "dried dill", "kalamata olives", "lemon",
		"lemon juice", "mint", "greek yogurt"},
		support: []string{"garlic", "olive oil", "red onion", "parsley", "red wine vinegar", "cinnamon", "thyme", "yogurt", "rosemary",
			"dried rosemary", "basil"}},
	"spanish": {marks: []string{"smoked paprika", "paprika", "saffron", "chorizo", "serrano ham", "manchego",
		"roasted red peppers"},
		support: []string{"garlic", "olive oil", "parsley", "bay leaf", "onion", "lemon", "white wine", "red wine vinegar",
			"white wine vinegar", "cayenne", "cumin", "cumin seeds", "almonds", "thyme", "rosemary", "dried oregano", "dried thyme"}},
	"middle-eastern": {marks: []string{"cumin", "cumin seeds", "ground coriander", "sumac", "za'atar", "tahini", "allspice", "baharat",
		"ras el hanout", "pomegranate molasses", "harissa", "cinnamon", "preserved lemon", "dukkah", "pomegranate seeds",
		"mint", "cardamom", "labneh", "red pepper flakes", "hummus"}, // Aleppo and Urfa pepper; hummus is tahini and chickpeas
		support: []string{"garlic", "lemon", "lemon juice", "parsley", "olive oil", "onion", "yogurt",
			"cilantro", "turmeric", "paprika", "smoked paprika", "dill", "dried oregano", "oregano", "thyme"}},
	"mediterranean": {marks: []string{"dried oregano", "oregano", "basil", "feta", "kalamata olives", "black olives", "capers",
		"lemon", "lemon juice", "za'atar", "sumac", "smoked paprika", "cumin", "cumin seeds", "rosemary", "mint", "harissa",
		"balsamic vinegar", "sun-dried tomatoes", "pesto", "tahini"},
		support: []string{"garlic", "olive oil", "parsley", "red onion", "thyme", "red wine vinegar", "dill", "cilantro", "dried thyme",
			"dried rosemary"}},
}

// baseWanted is how many flavourings of its base a dish holds: garlic, fish sauce and
// lime, not fish sauce alone.
const baseWanted = 3

// baseBuy is a flavouring bought to give a dish its cuisine's base when the pantry has
// none of it: the part it plays and how much a serving.
type baseBuy struct {
	name  string
	role  Role
	grams float64
}

// baseBuys are, for each cuisine, what a cook reaches for first to make a dish taste of
// it, best first: its salty sauce, its acid, its aromatic, its herb; last, a jar that
// needs no chopping, for a cook in a hurry who buys no fresh aromatics.
var baseBuys = map[string][]baseBuy{
	"thai":           {{"fish sauce", RoleSauce, 6}, {"lime juice", RoleAcid, 5}, {"red chili", RoleAromatic, 3}, {"garlic", RoleAromatic, 3}, {"cilantro", RoleHerb, 1}, {"chili garlic sauce", RoleSauce, 1.5}},
	"vietnamese":     {{"fish sauce", RoleSauce, 6}, {"lime juice", RoleAcid, 5}, {"mint", RoleHerb, 1}, {"red chili", RoleAromatic, 3}, {"garlic", RoleAromatic, 3}, {"chili garlic sauce", RoleSauce, 1.5}},
	"korean":         {{"gochugaru", RoleSpice, 1}, {"sesame oil", RoleGarnish, 2}, {"garlic", RoleAromatic, 3}, {"scallion", RoleAromatic, 10}},
	"japanese":       {{"soy sauce", RoleSauce, 8}, {"mirin", RoleSauce, 6}, {"rice vinegar", RoleAcid, 5}, {"ginger", RoleAromatic, 3}, {"sesame seeds", RoleGarnish, 0.5}, {"scallion", RoleAromatic, 8}},
	"chinese":        {{"soy sauce", RoleSauce, 8}, {"shaoxing wine", RoleSauce, 6}, {"ginger", RoleAromatic, 3}, {"garlic", RoleAromatic, 3}, {"scallion", RoleAromatic, 10}, {"five-spice powder", RoleSpice, 0.2}, {"sesame oil", RoleGarnish, 1}},
	"indian":         {{"cumin", RoleSpice, 0.5}, {"ground coriander", RoleSpice, 0.5}, {"garam masala", RoleSpice, 0.5}, {"ginger", RoleAromatic, 3}, {"garlic", RoleAromatic, 3}, {"cayenne", RoleSpice, 0.1}},
	"mexican":        {{"cumin", RoleSpice, 0.5}, {"lime juice", RoleAcid, 5}, {"chili powder", RoleSpice, 0.5}, {"cilantro", RoleHerb, 1}, {"garlic", RoleAromatic, 3}},
	"italian":        {{"dried oregano", RoleSpice, 0.3}, {"red pepper flakes", RoleSpice, 0.2}, {"garlic", RoleAromatic, 3}, {"basil", RoleHerb, 1}},
	"french":         {{"dried thyme", RoleSpice, 0.3}, {"shallot", RoleAromatic, 10}, {"garlic", RoleAromatic, 3}, {"parsley", RoleHerb, 1}, {"bay leaf", RoleSpice, 0.15}},
	"greek":          {{"dried oregano", RoleSpice, 0.3}, {"lemon juice", RoleAcid, 5}, {"garlic", RoleAromatic, 3}, {"dill", RoleHerb, 1}},
	"spanish":        {{"smoked paprika", RoleSpice, 0.5}, {"garlic", RoleAromatic, 3}, {"parsley", RoleHerb, 1}},
	"middle-eastern": {{"cumin", RoleSpice, 0.5}, {"sumac", RoleSpice, 0.3}, {"lemon juice", RoleAcid, 5}, {"garlic", RoleAromatic, 3}, {"parsley", RoleHerb, 1}},
	"mediterranean":  {{"lemon juice", RoleAcid, 5}, {"dried oregano", RoleSpice, 0.3}, {"garlic", RoleAromatic, 3}, {"parsley", RoleHerb, 1}},
}

// balance is a taste a cuisine's dishes are not made without, whatever else of its base
// they hold: the heat of Thai, Vietnamese and Mexican cooking, the sour-sweet of Thai and
// Vietnamese. One of foods does; buy is bought when the dish has none of them.
type balance struct {
	foods []string
	buy   baseBuy
}

var (
	chiliHeat = []string{"red chili", "chili garlic sauce", "sriracha", "sweet chili sauce", "red pepper flakes", "thai curry paste",
		"red curry paste", "green curry paste", "chili oil", "jalapeno", "chili powder", "cayenne", "chipotle in adobo",
		"dried chiles", "green chiles", "salsa", "hot sauce", "taco seasoning", "enchilada sauce", "gochugaru", "gochujang"}
	// The cook's lemon is the dish's acid where a lime is wanted: it balances as well.
	sourSweet = []string{"lime", "lime juice", "lemon", "lemon juice", "tamarind paste", "sweet chili sauce", "nuoc cham", "brown sugar", "coconut sugar",
		"sugar", "honey", "rice vinegar", "pineapple", "canned pineapple", "mango"}
)

var cuisineBalance = map[string][]balance{
	"thai":       {{chiliHeat, baseBuy{"red chili", RoleAromatic, 3}}, {sourSweet, baseBuy{"lime juice", RoleAcid, 5}}},
	"vietnamese": {{chiliHeat, baseBuy{"red chili", RoleAromatic, 3}}, {sourSweet, baseBuy{"lime juice", RoleAcid, 5}}},
	"mexican":    {{chiliHeat, baseBuy{"chili powder", RoleSpice, 0.5}}},
}

// balanced reports whether the dish holds one of foods.
func (d *dish) balanced(foods []string) bool {
	return slices.ContainsFunc(d.parts(), func(p *part) bool { return standsFor(p.in, foods) })
}

// baseHeld counts the flavourings of cuisine cu's base the dish holds: marks, and all.
func (d *dish) baseHeld(b flavourBase) (marks, all int) {
	for p := range d.eachPart {
		switch {
		case standsFor(p.in, b.marks):
			marks++
			all++
		case standsFor(p.in, b.support):
			all++
		}
	}
	return marks, all
}

// standsFor reports whether in is one of names, or the soy-free or gluten-free soy
// sauce standing in for soy sauce, or the whole lime or lemon for its juice.
func standsFor(in *Ingredient, names []string) bool {
	for _, n := range names {
		switch {
		case in.Name == n:
			return true
		case n == "soy sauce" && (in.Name == "tamari" || in.Name == "coconut aminos"):
			return true
		case n == "sugar" && grainSugars[in.Name]:
			return true // a cuisine that sweetens with sugar takes the cook's brown sugar
		case len(n) == len(in.Name)+len(" juice") && strings.HasSuffix(n, " juice") && strings.HasPrefix(n, in.Name):
			return true
		}
	}
	return false
}

// topUpBase gives a dish labelled with a cuisine enough of that cuisine's base: at least
// one flavouring that says it (fish sauce or lime for Thai, gochugaru or sesame oil for
// Korean) and three of its base in all, from the pantry first, else bought as a small
// extra. A Thai stir-fry is not soy sauce and basil, a Korean one not chili garlic sauce
// alone.
func (d *dish) topUpBase() {
	b, ok := cuisineBase[d.cu.name]
	if !ok {
		return
	}
	defer d.balance()
	enough := func() bool {
		m, a := d.baseHeld(b)
		return m >= 1 && a >= baseWanted
	}
	if enough() {
		return
	}
	// The cook's own first: a mark, then the rest of the base.
	for _, list := range [][]string{b.marks, b.support} {
		for _, l := range d.lines {
			in := l.Ingredient
			if d.used[in] || d.kosherClash(in) || !slices.Contains(list, in.Name) || !baseFlavouring(in) {
				continue
			}
			if in.Name == "bay leaf" && !simmered[d.form.name] {
				continue // a bay leaf flavours a simmering liquid: a skillet keema has none
			}
			if m, a := d.baseHeld(b); m >= 1 && a >= baseWanted || m >= 1 && list[0] == b.marks[0] {
				break
			}
			d.placeBase(in, pantryBaseRole(in), pantryBaseGrams(in))
		}
	}
	for _, buy := range baseBuys[d.cu.name] {
		if enough() {
			return
		}
		in, ok := Lookup(buy.name)
		if !ok || d.used[in] || !d.req.Rules.allows(in) || d.kosherClash(in) {
			continue // fish sauce for a cook allergic to fish has no stand-in that says Thai
		}
		if d.quick && d.pantry[in] == nil && buy.role == RoleAromatic && slowAromatics[in.Name] {
			continue // in a hurry, a clove of garlic or a torn herb, not an onion to soften
		}
		if buy.role == RoleAcid && d.acid != nil || d.pantry[in] == nil && d.closedTo(buy.role) {
			continue // a carbonara says "spice none": no jar of oregano is bought to make it Italian
		}
		if d.pantry[in] == nil && d.form.raw && buy.role == RoleAromatic && !rawAromatics[in.Name] {
			continue
		}
		marked, _ := d.baseHeld(b)
		d.placeBase(in, buy.role, buy.grams)
		if marked >= 1 && d.pantry[in] == nil {
			// The dish already tastes of its cuisine (the cook's soy, or its stand-in):
			// what else is bought for the base (Shaoxing wine, a knob of ginger) rounds
			// it out and is optional, not sent for.
			for p := range d.eachPart {
				if p.in == in {
					p.optional = true
				}
			}
		}
	}
}

// closedTo reports whether the catalogue dish declares it takes nothing of role ("spice
// none", "herb none"): it is itself without, and nothing of that role is bought for it.
func (d *dish) closedTo(role Role) bool {
	if d.cat == nil {
		return false
	}
	f := d.cat.flavour
	switch role {
	case RoleSpice:
		return f.spices != nil && len(f.spices) == 0
	case RoleAromatic:
		return f.aromatics != nil && len(f.aromatics) == 0
	case RoleSauce:
		return f.sauces != nil && len(f.sauces) == 0
	case RoleHerb:
		return f.herbs != nil && len(f.herbs) == 0
	case RoleAcid:
		return f.acid == "-"
	}
	return false
}

// baseFlavouring is a pantry food that can season a dish as part of its base: a
// spice, herb, sauce, aromatic, citrus or finishing oil, not a main or a vegetable.
func baseFlavouring(in *Ingredient) bool {
	switch in.Category {
	case "spices-seasonings", "herbs", "condiments-sauces":
		return true
	case "produce":
		return in.Is(RoleAromatic) && onionFamily[in.Name] || in.Name == "lime" || in.Name == "lemon"
	case "oils-vinegars":
		return in.Name == "sesame oil" || in.Name == "rice vinegar" || in.Name == "balsamic vinegar"
	}
	return false
}

func pantryBaseRole(in *Ingredient) Role {
	switch {
	case in.Name == "lime" || in.Name == "lemon" || in.Category == "oils-vinegars" && in.Name != "sesame oil":
		return RoleAcid
	case in.Name == "sesame oil":
		return RoleGarnish
	case in.Category == "herbs" && !woodyHerbs[in.Name]:
		return RoleHerb
	case in.Category == "spices-seasonings" || in.Category == "herbs":
		return RoleSpice
	case in.Category == "condiments-sauces":
		return RoleSauce
	}
	return RoleAromatic
}

func pantryBaseGrams(in *Ingredient) float64 {
	switch pantryBaseRole(in) {
	case RoleSpice:
		return 0.5
	case RoleSauce:
		return 8
	case RoleAcid:
		if in.Name == "lime" || in.Name == "lemon" {
			return 5 / 0.45
		}
		return 5
	case RoleGarnish:
		return garnishGrams(in)
	case RoleHerb:
		return 1
	}
	return aromaticGrams(in)
}

// placeBase puts a base flavouring in the dish's part for role.
func (d *dish) placeBase(in *Ingredient, role Role, grams float64) {
	switch role {
	case RoleAcid:
		if d.acid != nil {
			if in.Name == "lime" || in.Name == "lemon" {
				p := d.add(in.Name, RoleGarnish, 20, "cut into wedges")
				if p != nil {
					d.garnishes = append(d.garnishes, p)
				}
			}
			return
		}
		prep := ""
		if in.Name == "lime" || in.Name == "lemon" {
			prep = "juiced"
		}
		d.acid = d.add(in.Name, RoleAcid, grams, prep)
	case RoleSauce:
		if p := d.add(in.Name, RoleSauce, grams, ""); p != nil {
			d.sauces = append(d.sauces, p)
		}
	case RoleSpice:
		if p := d.add(in.Name, RoleSpice, grams, ""); p != nil {
			d.spices = append(d.spices, p)
		}
	case RoleHerb:
		if p := d.add(in.Name, RoleHerb, grams, garnishPrep(in)); p != nil {
			p.grams = herbGrams(p.in, d.servings)
			d.herbs = append(d.herbs, p)
		}
	case RoleGarnish:
		if p := d.add(in.Name, RoleGarnish, grams, garnishPrep(in)); p != nil {
			d.garnishes = append(d.garnishes, p)
		}
	default:
		if p := d.add(in.Name, RoleAromatic, grams, aromaticPrep(in)); p != nil {
			d.aromatics = append(d.aromatics, p)
		}
	}
}

// herbSuits reports whether the cook's herb belongs in a dish of this cuisine: dill
// does not finish a French steak nor parsley a Thai curry, whatever the pantry holds.
// A herb the dish's own line names always does; American cooking takes any.
func (d *dish) herbSuits(in *Ingredient) bool {
	b, ok := cuisineBase[d.cu.name]
	if !ok || slices.Contains(d.cu.herbs, in.Name) || d.cat != nil && d.cat.use(in) > 0 {
		return true
	}
	if tw := herbTwin(in); tw != nil && (standsFor(tw, b.marks) || standsFor(tw, b.support)) {
		return true // dried oregano says Greek as fresh does
	}
	return standsFor(in, b.marks) || standsFor(in, b.support)
}

// foreignFlavour reports whether the cook's seasoning says another cuisine and not this
// one: soy sauce in a ratatouille, mirin on a Mediterranean aubergine, fish sauce in a
// Mexican stew. It stays in the pantry. A seasoning the dish's own line names, or the
// cuisine's own lists, is at home; American cooking takes any.
func (d *dish) foreignFlavour(in *Ingredient) bool {
	b, ok := cuisineBase[d.cu.name]
	seasoning := isSeasoning(in) || !in.Has(FactStaple) && (in.Category == "oils-vinegars" || in.Category == "beverages")
	if !ok || !seasoning || d.cat != nil && d.cat.use(in) > 0 || standsFor(in, b.marks) || standsFor(in, b.support) {
		return false
	}
	if in.Name == "dill" && d.protein != nil && d.protein.in.Category == "seafood" && d.cu.name != "chinese" {
		return false // dill is every northern European and Mediterranean cook's herb for salmon and white fish
	}
	for _, l := range d.cu.lists() {
		if slices.Contains(l, in.Name) {
			return false
		}
	}
	for name, other := range cuisineBase {
		if name != d.cu.name && standsFor(in, other.marks) {
			return true
		}
	}
	return false
}

// holdsBase reports whether the dish holds cuisine's base: one flavouring that says it
// and baseWanted of it in all. A cuisine without one base (American) is held by any.
func (d *dish) holdsBase(cuisine string) bool {
	b, ok := cuisineBase[cuisine]
	if !ok {
		return true
	}
	m, a := d.baseHeld(b)
	return m >= 1 && a >= baseWanted
}

// honestLabel names the dish after the cuisine it tastes of: when it holds nothing that
// says the cuisine it was cooked as (a Greek omelette of butter and chives, a Chinese
// stir-fry with no soy for a paleo cook), it is labelled as the first of its own
// cuisines whose base it holds. Toast and cheese plates, seasoned with nothing, and
// sweet dishes keep theirs. It reports the cuisine it was cooked as when that changed,
// else "".
func (d *dish) honestLabel() string {
	c := d.cat
	if c == nil || !seasonedMeal(c) {
		return ""
	}
	if b, ok := cuisineBase[d.cu.name]; !ok {
		return ""
	} else if m, _ := d.baseHeld(b); m > 0 {
		return ""
	}
	for _, name := range d.cat.cuisines {
		if name != d.cu.name && d.holdsBase(name) {
			was := d.cu.name
			d.cu.name, d.cu.adj = name, cuisineProfiles[name].adj
			return was
		}
	}
	return ""
}

// baseWords names the first three flavourings that say a cuisine, for a cook to read.
func baseWords(cuisine string) string {
	var words []string
	for _, m := range cuisineBase[cuisine].marks {
		m = strings.TrimSuffix(strings.TrimPrefix(m, "dried "), " juice")
		same := func(w string) bool { return strings.Contains(m, w) || strings.Contains(w, m) }
		if m != "tamari" && !slices.ContainsFunc(words, same) && len(words) < 3 {
			words = append(words, m)
		}
	}
	return strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1]
}

// seasonedMeal is a savoury lunch or dinner dish that a cook seasons: not a cake, a
// toast or a plate of cheese.
func seasonedMeal(c *catDish) bool {
	unseasoned := c.flavour.aromatics != nil && len(c.flavour.aromatics) == 0 && c.flavour.spices != nil && len(c.flavour.spices) == 0
	return c.tech.method != "sweet" && (slices.Contains(c.meals, "dinner") || slices.Contains(c.meals, "lunch")) && !unseasoned
}

// balance gives the dish the tastes its cuisine is not cooked without: the cook's own
// chili or lime first, else a bought one (a Thai stir-fry of fish sauce, garlic and
// basil gets its chili and its lime).
func (d *dish) balance() {
	for _, bal := range cuisineBalance[d.cu.name] {
		if d.balanced(bal.foods) {
			continue
		}
		own := false
		for _, l := range d.lines {
			if in := l.Ingredient; !d.used[in] && slices.Contains(bal.foods, in.Name) && baseFlavouring(in) && !d.kosherClash(in) {
				d.placeBase(in, pantryBaseRole(in), pantryBaseGrams(in))
				own = true
				break
			}
		}
		buy := bal.buy
		if d.quick && buy.role == RoleAromatic && buy.name == "red chili" {
			buy = baseBuy{"red pepper flakes", RoleSpice, 0.2} // in a hurry, a pinch of flakes: nothing to seed and mince
		}
		in, ok := Lookup(buy.name)
		switch {
		case own || !ok || d.used[in] || !d.req.Rules.allows(in) || d.kosherClash(in):
		case d.quick && buy.role == RoleAromatic:
		case buy.role == RoleAcid && d.acid != nil:
		case d.form.raw && buy.role == RoleAromatic && !rawAromatics[in.Name]:
		default:
			d.placeBase(in, buy.role, buy.grams)
		}
	}
}

// namesACuisine reports whether a title already says where the dish is from: a
// "Mediterranean Cod Couscous" cooked as Middle Eastern is not a "Middle Eastern
// Mediterranean Cod Couscous".
func namesACuisine(title string) bool {
	for _, cu := range cuisineProfiles {
		if strings.Contains(title, cu.adj) {
			return true
		}
	}
	for _, words := range titleWords {
		for _, w := range words {
			if strings.Contains(title, w) {
				return true // "Full English Breakfast", never "British Full English"
			}
		}
	}
	return false
}
