package engine

import (
	"bytes"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strings"
)

// recipe measures every part and writes the recipe object.
func (d *dish) recipe(excluded []Excluded) *Recipe {
	d.ifUsing()
	d.ifUsingEverywhere()
	r := &Recipe{Cuisine: d.cu.name, Servings: d.req.Servings, SkillLevel: d.req.Skill,
		Equipment: d.equipment, Instructions: d.steps, ExcludedIngredients: []Excluded{}, UnusedPantry: []Excluded{}}
	for _, e := range excluded {
		e.Reason = d.swapSaid(e)
		if e.unused {
			r.UnusedPantry = append(r.UnusedPantry, e)
		} else {
			r.ExcludedIngredients = append(r.ExcludedIngredients, e)
		}
	}
	var total Nutrients
	cost := 0.0
	parts := d.parts()
	if !d.cutsAnything(parts) {
		r.Equipment = withoutKnife(r.Equipment) // muffins from flour, butter and eggs need no board
	}
	r.Ingredients = make([]RecipeLine, 0, len(parts))
	ings := make([]*Ingredient, 0, len(parts))
	missing := []string{}
	salty := make([]saltSource, 0, len(parts))
	refused := d.req.Rules.refusedFacts()
	plainBroth := ""        // the broth the cook's plain stock cube makes, called "stock"
	var shownAs [][2]string // a food the recipe names as the cook wrote it: "red chili" as "green chili"
	for _, p := range parts {
		qty, unit, grams := p.measure()
		r.Ingredients = append(r.Ingredients, RecipeLine{Name: p.name(), Quantity: qty, Unit: unit, Grams: grams,
			Preparation: p.prep, Category: p.in.Category, FromPantry: p.fromPantry, Optional: p.optional && !p.fromPantry, // the cook's own herb is just used
			Text: lineText(qty, unit, p.name(), p.prep)})
		if l := d.pantry[p.in]; l != nil && p.fromPantry {
			r.Ingredients[len(r.Ingredients)-1].Note = l.Note
			last := &r.Ingredients[len(r.Ingredients)-1]
			word := cookWord(l, p.in)
			if shown := shownName(l, p.in); shown != "" {
				// The cook's green chillies, cooked as the table's fresh chili: the recipe
				// says green, on the line and in every step.
				word = ""
				last.Text = strings.Replace(last.Text, p.name(), shown, 1)
				last.Name = shown
				shownAs = append(shownAs, [2]string{p.name(), shown})
				for i := range r.Instructions {
					r.Instructions[i].Text = strings.ReplaceAll(r.Instructions[i].Text, p.name(), shown)
				}
			}
			if made := madeFromConcentrate(l, p.in, grams); made != "" {
				word = made // the cube is the broth: the line says how it is made
				// and the step that first pours it says so too: "Bring the dashi (made
				// with dashi powder and boiling water) to a gentle simmer".
				for i := range r.Instructions {
					text := r.Instructions[i].Text
					if at := strings.Index(text, "the "+p.name()); at >= 0 && !strings.HasPrefix(text, "Prep:") {
						end := at + len("the "+p.name())
						if strings.HasPrefix(text[end:], " and ") {
							break // a list of what goes in reads on: the line says how it is made
						}
						r.Instructions[i].Text = text[:end] + " (" + made + ")" + text[end:]
						break
					}
				}
			}
			last.Text = withCookWord(last.Text, p.name(), word)
			if l.dried && driedBeanMinutes[p.in.Name] > 0 {
				// The cook's dried beans: the line says how much to soak for what the dish takes cooked.
				last.Text = driedLine(grams, p.name())
				last.Preparation = "soaked and cooked from dried"
			}
			if plainStock(l, p.in) {
				plainBroth = p.name()
				// A cube that names no animal is stock: a lamb pie's gravy is not "chicken broth".
				last.Text = strings.Replace(last.Text, p.name(), "stock", 1)
				last.Name = "stock" // the table reads "stock" as this broth
				for i := range r.Instructions {
					r.Instructions[i].Text = strings.ReplaceAll(r.Instructions[i].Text, p.name(), "stock")
				}
			}
			if word, small := varietyWord(l, p.in); word != "" {
				withVariety(last, p.name(), word, small)
				grams = last.Grams
			}
			keepLabel(last, l)
			if readyMade(l) && p.prep != "" {
				unprep(r.Instructions, last, p.task())
			}
		} else if l != nil && l.swapFor != "" {
			r.Ingredients[len(r.Ingredients)-1].Note = "in place of the " + l.swapFor
		}
		if note := halfTinNote(p.in, qty, unit); note != "" {
			last := &r.Ingredients[len(r.Ingredients)-1]
			last.Note = joinNonEmpty("; ", last.Note, note)
		}
		if asLabelled(&r.Ingredients[len(r.Ingredients)-1], refused) {
			// the line asks for the labelled kind: nothing to check
		} else if note := labelNote(p.in, refused); note != "" {
			last := &r.Ingredients[len(r.Ingredients)-1]
			last.Note = joinNonEmpty("; ", last.Note, note)
		}
		if p.optional && !p.fromPantry {
			// A line the cook may leave out says so: an aromatic or a spice bought
			// for the dish that the pantry lacks (the cook's own herb is just used).
			last := &r.Ingredients[len(r.Ingredients)-1]
			last.Text = optionalText(last.Text)
		}
		nut := NutrientsOf(p.in, grams)
		total = total.add(nut)
		if nut.Sodium > 0 {
			salty = append(salty, saltSource{p.name(), nut.Sodium})
		}
		cost += lineCost(p.in, grams, r.Ingredients[len(r.Ingredients)-1].Text)
		ings = append(ings, p.in)
		if !p.fromPantry && !p.in.Has(FactStaple) && !p.optional && !d.cupboardSpice(p) || p.buysMore(grams) {
			missing = append(missing, p.in.Name)
		}
	}
	r.Nutrition = perServing(total, r.Servings)
	perCost := round2(cost / float64(r.Servings))
	r.Cost = Cost{Currency: "USD", PerServing: perCost, Total: round2(perCost * float64(r.Servings))}
	r.Dietary.SuitableFor, r.Dietary.Allergens = Suitability(ings)
	r.Dietary.SuitableFor = servingSuitable(r.Dietary.SuitableFor, r.Nutrition.PerServing)
	r.Dietary.SuitableFor = withoutRefusing(r.Dietary.SuitableFor, unlabelledFacts(r.Ingredients))
	r.MissingIngredients = missing
	// The first cold steps are the prep, with the prep step: a cake's creaming and a
	// crumble's rubbing-in, done while the oven heats, are prep, not cooking.
	leading := true
	cold := !slices.ContainsFunc(r.Instructions, heats) // a salad or hummus: all of it is prep
	// Melting the chocolate and butter for a batter that is then baked is mixing, not
	// cooking: a fondant's 13 minutes of work before the oven are its prep, not 2.
	bakeAt := slices.IndexFunc(r.Instructions, bakesPassively)
	for i, s := range r.Instructions {
		if leading && !prepLike(s.Text) && i != d.prepStep && !(i < bakeAt && strings.HasPrefix(s.Text, "Melt ")) {
			leading = false
		}
		if d.prepStep == i || leading || cold {
			r.Timing.PrepMinutes += s.Minutes
		} else {
			r.Timing.CookMinutes += s.Minutes
		}
	}
	if r.Timing.PrepMinutes == 0 && r.Timing.CookMinutes > 1 {
		// The cutting done beside the cooking ("Toast the bread. Meanwhile, halve the
		// tomatoes") is prep too: a recipe with a knife's work is never "prep 0".
		cut := d.cutBeside(r.Instructions)
		cut = min(cut, r.Timing.CookMinutes/2)
		r.Timing.PrepMinutes, r.Timing.CookMinutes = cut, r.Timing.CookMinutes-cut
	}
	r.Timing.TotalMinutes = r.Timing.PrepMinutes + r.Timing.CookMinutes
	was := d.honestLabel()
	r.Cuisine, r.contractCuisine = d.cu.name, d.contractCuisine()
	r.Title = d.title()
	r.Summary = d.summary(r.Title, r.Timing.TotalMinutes)
	level, why := d.skillOf(r.Instructions)
	r.SkillLevel = SkillLevels[level]
	r.Summary += skillNote(d.req.Skill, level, why)
	if d.req.skillGiven && !d.atLevelPassed {
		r.Summary += simplerNote(d.req.Skill, level)
	}
	if was != "" && d.req.Cuisine != "" {
		r.Summary += fmt.Sprintf(" It holds too little of what a %s dish is seasoned with (%s), so it is called %s.",
			cuisineProfiles[was].adj, baseWords(was), d.cu.adj)
	}
	r.Summary += saltNote(r.Nutrition.PerServing.Sodium, salty)
	if plainBroth != "" {
		r.Summary = strings.ReplaceAll(r.Summary, plainBroth, "stock")
	}
	for _, s := range shownAs {
		r.Summary = strings.ReplaceAll(r.Summary, s[0], s[1])
		r.Summary = strings.ReplaceAll(r.Summary, titleCase(s[0]), titleCase(s[1])) // the title it repeats
		r.Title = strings.ReplaceAll(r.Title, titleCase(s[0]), titleCase(s[1]))
	}
	r.UnusedPantry = append(r.UnusedPantry, d.unusedPantry(r.Title)...)
	return r
}

// bakesPassively reports whether step s bakes, hands free. Only a step of 6 minutes or
// more can be passive, so only those are lowered and read.
func bakesPassively(s Step) bool {
	if s.Minutes < 6 {
		return false
	}
	low := lowered(s.Text)
	return strings.Contains(low, "bake") && passive(s, low)
}

// swapSaid is an exclusion's reason, less the stand-in it promises ("greek yogurt in
// its place") when the dish does not use that stand-in after all.
func (d *dish) swapSaid(e Excluded) string {
	for _, l := range d.lines {
		if l.swapFor != e.Name || slices.ContainsFunc(d.parts(), func(p *part) bool { return p.in == l.Ingredient }) {
			continue
		}
		if i := strings.Index(e.Reason, "; "+l.Ingredient.Name+" in its place"); i >= 0 {
			return e.Reason[:i]
		}
	}
	return e.Reason
}

// perServing divides a total among servings; the total printed is exactly the
// per-serving figures times the servings.
func perServing(total Nutrients, servings int) Nutrition {
	per := total.scale(1 / float64(servings)).rounded()
	return Nutrition{PerServing: per, Total: per.scale(float64(servings)).rounded()}
}

// cutWords are the preparations and step words that need a knife and a board.
var cutWords = []string{"chop", "slice", "dice", "mince", "cut", "halve", "trim", "wedge", "shred", "stem", "peel", "core", "seed", "julienne", "crush"}

// cutsAnything reports whether a line's preparation or a step asks for a knife.
func (d *dish) cutsAnything(parts []*part) bool {
	for _, p := range parts {
		if hasWord(lowered(p.prep), cutWords) {
			return true
		}
	}
	for _, s := range d.steps {
		if hasWord(strings.ReplaceAll(lowered(s.Text), "cutter", ""), cutWords) { // a scone cutter is no knife
			return true
		}
	}
	return false
}

// withoutKnife is the equipment less the chef's knife and cutting board.
func withoutKnife(eq []string) []string {
	var out []string
	for _, e := range eq {
		if e != "chef's knife" && e != "cutting board" {
			out = append(out, e)
		}
	}
	return out
}

// starchIsTheDish is a starch the dish is made of, never "served with" it: a bake's
// flour, a toast's bread, a pilaf's rice, fried rice's cooked rice, a pasta's spaghetti,
// or a starch the dish's name already calls by its class ("Fried Rice", "Pasta").
func (d *dish) starchIsTheDish(kind string) bool {
	if ownFill[d.form.name] || d.form.starchInPot || d.form.starchRequired {
		return true
	}
	k, n := lowered(kind), d.starch.name()
	words := strings.Fields(n)
	return strings.Contains(k, n) || len(words) > 0 && strings.Contains(k, words[len(words)-1])
}

// woodyHerbs are cooked with a dish, not scattered raw over it.
var woodyHerbs = map[string]bool{"rosemary": true, "thyme": true, "sage": true, "oregano": true}

// sauceTechniques are the techniques a cuisine's everyday sauce suits; a dish that
// wants it elsewhere names it in its own line.
var sauceTechniques = map[string]map[string]bool{
	"worcestershire sauce": {"stew": true, "skillet": true, "casserole": true},
	"dijon mustard":        {"salad": true, "skillet": true, "stew": true},
}

// braiseOnly are the pantry's sauces that go only into the techniques named: gravy
// granules thicken a stew's or a pan's juices, never a stir-fry or a salad.
var braiseOnly = map[string]map[string]bool{
	"gravy granules": {"stew": true, "casserole": true, "skillet": true},
}

// herbTwin is the other form of a herb: dried thyme for thyme, thyme for dried thyme;
// nil for a food that has none in the table.
func herbTwin(in *Ingredient) *Ingredient {
	if in.Category != "herbs" && in.Category != "spices-seasonings" {
		return nil
	}
	name := "dried " + in.Name
	if rest, ok := strings.CutPrefix(in.Name, "dried "); ok {
		name = rest
	}
	if tw, ok := Lookup(name); ok && tw.Name == name && tw != in {
		return tw
	}
	return nil
}

// dropTwin takes the other form of herb in out of the dish, so the two are one line.
func (d *dish) dropTwin(in *Ingredient) {
	tw := herbTwin(in)
	if tw == nil || !d.used[tw] {
		return
	}
	for _, list := range []*[]*part{&d.spices, &d.herbs, &d.garnishes, &d.aromatics} {
		*list = slices.DeleteFunc(*list, func(p *part) bool { return p.in == tw })
	}
	delete(d.used, tw)
}

// butterSear finds a step that heats butter over medium-high heat: the heating phrase,
// with the butter's name as its second group.
var butterSear = regexp.MustCompile(`((?:Heat|heat) (?:half |1 tbsp of |1 tsp of )?the )((?:unsalted )?butter)( [^.;]*?over (?:medium-)?high heat)`)

// searInOil makes a butter dish sear as a cook does: butter burns at medium-high heat,
// so the pan is heated with a spoon of oil and the butter goes in for the last minute,
// spooned over what is searing.
func (d *dish) searInOil() {
	if d.fat == nil || d.fat.in.Name != "butter" && d.fat.in.Name != "unsalted butter" {
		return
	}
	for i := range d.steps {
		m := butterSear.FindStringSubmatchIndex(d.steps[i].Text)
		if m == nil {
			continue
		}
		if d.searOil == nil {
			oil, _, ok := d.allowedName("vegetable oil")
			if !ok || d.used[oil] && d.pantry[oil] == nil {
				if oil, _, ok = d.allowedName("olive oil"); !ok {
					return
				}
			}
			d.searOil = d.take(oil, RoleFat, 0, "")
			d.searOil.grams = 14 * math.Ceil(d.servings/4) // a tablespoon a pan
		}
		text := d.steps[i].Text
		butter := text[m[4]:m[5]]
		rest := text[m[1]:]
		later := false
		for _, s := range d.steps[i+1:] {
			later = later || strings.Contains(s.Text, butter)
		}
		some := "the " + butter
		if later || strings.Contains(rest, butter) {
			some = "a knob of the " + butter
		}
		baste := ", adding " + some + " for the last minute and spooning it over"
		if strings.Contains(rest, "batches") {
			baste = ", adding " + some + " to the pan with the last batch" // browning for a stew: the butter for its flavour
		}
		// The baste goes before what follows the sear ("; move to a plate"), or its end.
		at := strings.Index(rest, "; ")
		if at < 0 {
			at = strings.LastIndex(rest, ".")
		}
		if at < 0 {
			at = len(rest)
		}
		rest = rest[:at] + baste + rest[at:]
		heat := text[m[2] : m[2]+4] // "Heat" or "heat"; the whole spoon of oil, not half of it
		d.steps[i].Text = text[:m[2]] + heat + " the " + d.searOil.name() + text[m[5]:m[1]] + rest
	}
}

// isCurryPaste is a Thai curry paste of any colour: fried in the fat, by the spoon.
func isCurryPaste(in *Ingredient) bool {
	return strings.HasSuffix(in.Name, "curry paste") || in.Name == "tikka masala paste"
}

// hasPaste reports whether the dish cooks a curry paste, which carries its own garlic,
// shallot and chilli.
func (d *dish) hasPaste() bool {
	for p := range d.eachPart {
		if isCurryPaste(p.in) {
			return true
		}
	}
	return false
}

// trimShopping keeps the flavourings the cook must buy to the few that matter most, as
// a cook writing for a home kitchen does: the pantry's own flavours first, then one
// bought aromatic, sauce and spice in turn (the acid first in a raw dish, whose dressing
// needs it), and nothing past the budget. What the dish itself needs (its signature,
// chosen before the flavourings) is never trimmed.
func (d *dish) trimShopping(before map[*part]bool) {
	budget := 2
	if d.req.Skill == "advanced" && !d.quick {
		budget = 3
	}
	bought := func(p *part) bool {
		// What a curry is built on (its garlic and ginger, its own spices) is bought
		// whatever the budget: a cook does not leave it out to shop less.
		return p != nil && !before[p] && !p.fromPantry && !p.optional && !p.in.Has(FactStaple) && !(spicedBase[d.form.name] && d.defines(p))
	}
	var order []*part
	if d.form.raw && bought(d.acid) {
		order = append(order, d.acid)
	}
	for i := 0; i < 4; i++ {
		for _, g := range [][]*part{d.aromatics, d.sauces, d.spices} {
			if i < len(g) && bought(g[i]) {
				order = append(order, g[i])
			}
		}
		if i == 0 && !d.form.raw && bought(d.acid) {
			order = append(order, d.acid)
		}
	}
	if len(order) <= budget {
		return
	}
	drop := map[*part]bool{}
	for _, p := range order[budget:] {
		drop[p] = true
		delete(d.used, p.in)
	}
	for _, list := range []*[]*part{&d.aromatics, &d.sauces, &d.spices} {
		*list = slices.DeleteFunc(*list, func(p *part) bool { return drop[p] })
	}
	if drop[d.acid] {
		d.acid = nil
	}
}

// dropUncooked takes out the vegetables the technique found no place for, whose only
// mention is the prep's "cut the rutabaga into chunks" (an eggplant parmesan layers no
// rutabaga): a food cut and never cooked or served is a fault a cook sees at once. A
// pantry's one is then listed as not needed. It reports whether any went, so the steps
// are written again without them.
func (d *dish) dropUncooked() bool {
	if !slices.ContainsFunc(d.vegs, func(p *part) bool { return p.prep != "" && p != d.starch }) {
		return false // nothing cut to check
	}
	var all strings.Builder
	size := 0
	for _, s := range d.steps {
		size += len(s.Text) + 1
	}
	all.Grow(size)
	for _, s := range d.steps {
		writeLowered(&all, s.Text)
		all.WriteByte(' ')
	}
	text := all.String()
	dropped := false
	rest := make([]byte, 0, len(text)) // the steps without one vegetable's prep, reused for the next
	d.vegs = slices.DeleteFunc(d.vegs, func(p *part) bool {
		if p.prep == "" || p == d.starch {
			return false
		}
		name := lowered(p.name())
		rest = appendWithout(rest[:0], text, lowered(p.task()))
		if bytes.Contains(rest, []byte(name)) || bytes.Contains(rest, []byte(plural(name))) {
			return false
		}
		delete(d.used, p.in)
		dropped = true
		return true
	})
	return dropped
}

// appendWithout appends text to b with every match of old taken out, as
// strings.ReplaceAll(text, old, "") would, and returns it.
func appendWithout(b []byte, text, old string) []byte {
	if old == "" {
		return append(b, text...)
	}
	skip := rarestByte(old)
	for {
		i := indexRare(text, old, skip)
		if i < 0 {
			return append(b, text...)
		}
		b = append(b, text[:i]...)
		text = text[i+len(old):]
	}
}

// dropUnwritten takes out the pantry's sauces that the technique found no place for
// (soy sauce beside a kofta): they stay in the pantry, listed as not needed, rather
// than in an ingredient list no step uses.
func (d *dish) dropUnwritten() {
	if len(d.sauces) == 0 {
		return
	}
	// Food names are lower case in the steps but for a step's first word: look for both
	// forms rather than lower every step.
	written := func(name string) bool {
		title := upperFirst(name)
		for _, s := range d.steps {
			if strings.Contains(s.Text, name) || strings.Contains(s.Text, title) {
				return true
			}
		}
		return false
	}
	fromPantry := 0
	for in := range d.used {
		if d.pantry[in] != nil {
			fromPantry++
		}
	}
	var aside []*part
	d.sauces = slices.DeleteFunc(d.sauces, func(p *part) bool {
		if written(lowered(p.name())) {
			return false
		}
		if !p.fromPantry {
			delete(d.used, p.in) // a bought sauce no step uses is not bought
			return true
		}
		if fromPantry <= min(2, len(d.pantry)) {
			aside = append(aside, p) // the dish needs it to use enough of the pantry: on the side
			return false
		}
		fromPantry--
		delete(d.used, p.in)
		return true
	})
	if len(aside) > 0 && len(d.steps) > 0 {
		d.steps[len(d.steps)-1].Text += fmt.Sprintf(" Pass the %s at the table.", partNames(aside))
	}
}

// acceptable reports whether the written dish can be answered: it cooks enough of the
// pantry, and a serving keeps the request's low-carb or keto.
func (d *dish) acceptable() bool {
	return d.usesEnough() && d.servingKeepsRules()
}

// servingKeepsRules reports whether a serving of the dish keeps the low-carb or keto
// the request asks for, by the same figures its nutrition prints.
func (d *dish) servingKeepsRules() bool {
	limited := false
	for _, res := range d.req.Rules.Restrictions {
		_, _, ok := carbLimits(res)
		limited = limited || ok
	}
	if !limited {
		return true
	}
	var total Nutrients
	for p := range d.eachPart {
		_, _, grams := p.measure()
		total = total.add(NutrientsOf(p.in, grams))
	}
	per := perServing(total, d.req.Servings).PerServing
	for _, res := range d.req.Rules.Restrictions {
		if !servingKeeps(res, per) {
			return false
		}
	}
	return true
}

// usesEnough reports whether the written dish still cooks enough of the pantry: two of
// its foods when it holds three or more, else one.
func (d *dish) usesEnough() bool {
	if len(d.steps) == 0 {
		return false // a technique that could not write its dish cooks nothing
	}
	n, food := 0, false
	for p := range d.eachPart {
		if p.fromPantry {
			n++
			food = food || pantryFood(p.in)
		}
	}
	return food && (n >= min(2, len(d.pantry)) || len(d.pantry) < 3 && n >= 1)
}

// pantryFood reports whether a pantry food can be what a dish is made of, not only
// how it is seasoned: ketchup, mustard and a lemon dressing bought watermelon and feta.
func pantryFood(in *Ingredient) bool {
	switch in.Category {
	case "condiments-sauces", "spices-seasonings", "oils-vinegars", "herbs", "beverages", "sweeteners":
		return false
	case "produce":
		if in.Is(RoleFruit) || in.Is(RoleVegetable) {
			return true
		}
		// A lemon, garlic, ginger or a chilli season a dish; with tahini and cumin they
		// bought a kilo of watermelon.
		return !in.Is(RoleAcid) && !in.Is(RoleAromatic)
	}
	return true
}

// holdsCover reports whether the dish already holds a food that stands in for name.
func (d *dish) holdsCover(name string) bool {
	if !coveredNames[name] {
		return false
	}
	for in := range d.used {
		if containsString(pantryCovers[in.Name], name) {
			return true
		}
	}
	return false
}

// prepLike reports whether a step is preparation: no heat in it, or the oven heating
// while the cook lines the tin and weighs out.
func prepLike(text string) bool {
	return strings.HasPrefix(text, "Heat the oven") || !isHeatStep(text) && !strings.Contains(lowered(text), "melt")
}

// madeOfPantry reports whether the dish's main is the cook's own: a refusal names
// only such a dish as the one to cook instead, never a spiced cauliflower to a cook
// with no cauliflower. Its protein, and what its title names, come from the pantry.
func (d *dish) madeOfPantry() bool {
	if d.protein != nil && !d.protein.fromPantry {
		return false
	}
	title := lowered(d.title())
	for p := range d.eachPart {
		if !p.fromPantry && !p.optional && !p.in.Has(FactStaple) && strings.Contains(title, lowered(p.in.Name)) {
			return false
		}
	}
	return true
}

// mostlyBought reports whether most of the dish's weight is bought: foods not from
// the pantry, not staples, not optional.
func (d *dish) mostlyBought() bool {
	bought, all := 0.0, 0.0
	for p := range d.eachPart {
		all += p.grams
		if !p.fromPantry && !p.optional && !p.in.Has(FactStaple) {
			bought += p.grams
		}
	}
	return 2*bought > all
}

// buys counts the foods the cook must buy for the dish: not from the pantry, not a
// staple, not optional.
func (d *dish) buys() int {
	n := 0
	for p := range d.eachPart {
		if !p.fromPantry && !p.optional && !p.in.Has(FactStaple) {
			n++
		}
	}
	return n
}

// setByEggs are the sweet dishes their eggs set: without enough of them there is no dish
// (a muffin or a scone holds together with one egg less; a custard does not set).
var setByEggs = map[string]bool{"fondant": true, "mousse": true, "creme caramel": true, "baked custard": true,
	"creme brulee": true, "pots de creme": true, "cheesecake": true, "bread pudding": true}

// shortOfEggs reports whether a sweet dish needs far more eggs than the pantry counts:
// its eggs set it (a fondant, a custard, a sponge), so three eggs cannot carry twelve
// fondants' chocolate and butter. Another dish, one the eggs can set, is cooked instead.
func (d *dish) shortOfEggs() bool {
	if d.form == nil || !setByEggs[d.form.name] {
		return false
	}
	for p := range d.eachPart {
		if p.in.Category == "eggs" && p.fromPantry && p.limit > 0 && p.limit < 0.7*p.grams {
			return true
		}
	}
	return false
}
