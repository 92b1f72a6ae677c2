package engine

import "slices"

// nearForms names, for a food a dish would buy, the pantry foods a cook uses in its
// place for the same job, closest first: the punnet of cherry tomatoes cooks down into
// the stew's tomatoes, the single cream enriches the curry the double cream would. The
// pantry's own near form is used before anything is bought for the part.
var nearForms = map[string][]string{
	"canned diced tomatoes": {"crushed tomatoes", "tomato", "cherry tomato"},
	"crushed tomatoes":      {"canned diced tomatoes", "tomato", "cherry tomato"},
	"tomato":                {"cherry tomato"},
	"cherry tomato":         {"tomato"},
	"heavy cream":           {"light cream", "half-and-half", "creme fraiche"},
	"light cream":           {"heavy cream", "half-and-half"},
	"half-and-half":         {"light cream", "heavy cream"},
	"creme fraiche":         {"heavy cream", "sour cream"},
	"red chili":             {"jalapeno"},
	"jalapeno":              {"red chili"},
}

// pantryNear is the pantry's unused food of a near form to in, one the rules and the
// dish allow, or nil. A raw dish takes no tinned tomato for its fresh one.
func (d *dish) pantryNear(in *Ingredient) *Ingredient {
	if d.form.method == "sweet" && (!creams[in.Name] || whipsCream[d.form.name]) {
		return nil // a mousse's cream is whipped: single cream will not hold
	}
	for _, name := range nearForms[in.Name] {
		own, ok := Lookup(name)
		if !ok || d.pantry[own] == nil || d.used[own] || d.kosherClash(own) || !d.req.Rules.allows(own) {
			continue
		}
		if d.form.raw && own.Category == "canned-jarred" {
			continue
		}
		return own
	}
	return nil
}

// nearPrep is the cut for the pantry's own produce standing in for a food bought in
// another form: the cherry tomatoes for a tin are halved, so they collapse into the
// sauce.
func (d *dish) nearPrep(own *Ingredient, prep string) string {
	if own.Category != "produce" {
		return prep
	}
	if own.Name == "cherry tomato" {
		return "halved"
	}
	return vegPrep(own, d.form)
}

// creams are the pouring and whipping creams nearForms trades for each other.
var creams = map[string]bool{"heavy cream": true, "light cream": true, "half-and-half": true, "creme fraiche": true}

// whipsCream are the sweet forms that whip their cream to hold its shape: only double
// cream does; a custard, a panna cotta or a pudding sets or pours with single.
var whipsCream = map[string]bool{"fool": true, "mousse": true, "cheesecake pots": true, "no-bake cheesecake": true,
	"key lime pie": true, "sandwich sponge": true, "tiramisu": true, "tiramisu pots": true, "fruit and cream": true}

// usesNear reports whether the dish holds the pantry's near form of in: pots de crème
// made with the cook's single cream are still pots de crème.
func (d *dish) usesNear(in *Ingredient) bool {
	for _, name := range nearForms[in.Name] {
		if own, ok := Lookup(name); ok && d.used[own] && d.pantry[own] != nil {
			return true
		}
	}
	return false
}

// buysMore reports whether the recipe asks for more of the pantry's food than the
// pantry line holds (grams, as measured): the rest goes on the shopping list.
func (p *part) buysMore(grams float64) bool {
	return p.fromPantry && p.held > 0 && grams > p.held*1.02+1 && !p.in.Has(FactStaple)
}

// buyTheRest lets the food a dish is about go past what the pantry holds when the
// pantry holds well under the dish's amount: a fool for sixteen takes five mangoes,
// not the cook's one, and the four more go on the shopping list. A side vegetable or
// a seasoning stays at what the cook has, and a main protein is never bought.
func (d *dish) buyTheRest() {
	if d.cat == nil {
		return
	}
	for p := range d.eachPart {
		if !p.fromPantry || p.limit <= 0 || p.limit >= shortOfPoint*p.grams || p.in.Category != "produce" ||
			isMainProtein(p.in) || !d.aboutFood(p) {
			continue
		}
		p.limit = 0 // measured as the dish needs; buysMore lists the rest
	}
}

// shortOfPoint: a pantry holding under this share of what the dish takes of its own
// food is topped up from the shop.
const shortOfPoint = 0.6

// aboutFood reports whether p is what the dish is about: its signature or the fruit
// it is made of.
func (d *dish) aboutFood(p *part) bool {
	if p == d.protein {
		return true
	}
	for _, s := range d.cat.sig {
		if s.in == p.in || slices.Contains(s.foods(), p.in) || p.standsFor == s.in.Name {
			return true
		}
	}
	return false
}

// vegsShort reports whether a vegetable the dish took from the pantry holds well under
// its share of the dish's vegetables (per grams a serving, shared by want): the cook's
// other vegetables go in before more of it is bought.
func (d *dish) vegsShort(per float64, want int) bool {
	share := per * d.servings / float64(want)
	for _, v := range d.vegs {
		if v.fromPantry && v.held > 0 && v.held < shortOfPoint*share {
			return true
		}
	}
	return false
}

// madeFrom names the bottled sauces a cook makes from the cupboard instead of buying:
// one food of each group. Teriyaki is soy sauce sweetened with mirin or sugar.
var madeFrom = map[string][][]string{
	"teriyaki sauce": {{"soy sauce", "tamari", "coconut aminos"}, {"mirin", "sugar", "brown sugar", "honey"}},
}

// makesFromPantry adds what the pantry makes sauce from, when it holds one food of each
// of madeFrom's groups the rules allow, sharing grams between them, and reports
// whether it did: the teriyaki bowl glazes with the cook's soy and mirin, and no bottle
// is bought.
func (d *dish) makesFromPantry(sauce *Ingredient, grams float64) bool {
	groups := madeFrom[sauce.Name]
	if len(groups) == 0 || d.pantry[sauce] != nil {
		return false
	}
	own := make([]*Ingredient, 0, len(groups))
	for _, g := range groups {
		var found *Ingredient
		for _, name := range g {
			if in, ok := Lookup(name); ok && d.pantry[in] != nil && d.req.Rules.allows(in) && !d.kosherClash(in) {
				found = in
				break
			}
		}
		if found == nil {
			return false
		}
		own = append(own, found)
	}
	for _, in := range own {
		if d.used[in] {
			continue // already in the dish: it plays its part there
		}
		p := d.take(in, RoleSauce, grams/float64(len(own)), "")
		p.standsFor = sauce.Name
		d.sauces = append(d.sauces, p)
	}
	return true
}

// thinCreams are the pouring creams, too lean to boil with tomatoes without splitting:
// a curry stirs them in at the end.
var thinCreams = map[string]bool{"light cream": true, "half-and-half": true}
