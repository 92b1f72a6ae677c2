package engine

import (
	"bytes"
	"cmp"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// recipe measures every part and writes the recipe object.
func (d *dish) recipe(excluded []Excluded) *Recipe {
	d.ifUsing()
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
	plainBroth := "" // the broth the cook's plain stock cube makes, called "stock"
	for _, p := range parts {
		qty, unit, grams := p.measure()
		r.Ingredients = append(r.Ingredients, RecipeLine{Name: p.name(), Quantity: qty, Unit: unit, Grams: grams,
			Preparation: p.prep, Category: p.in.Category, FromPantry: p.fromPantry, Optional: p.optional,
			Text: lineText(qty, unit, p.name(), p.prep)})
		if l := d.pantry[p.in]; l != nil && p.fromPantry {
			r.Ingredients[len(r.Ingredients)-1].Note = l.Note
			last := &r.Ingredients[len(r.Ingredients)-1]
			word := cookWord(l, p.in)
			if made := madeFromConcentrate(l, p.in, grams); made != "" {
				word = made // the cube is the broth: the line says how it is made
			}
			last.Text = withCookWord(last.Text, p.name(), word)
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
		if p.optional {
			// A line the cook may leave out says so: an aromatic or a spice bought
			// for the dish that the pantry lacks.
			last := &r.Ingredients[len(r.Ingredients)-1]
			last.Text = optionalText(last.Text)
		}
		nut := NutrientsOf(p.in, grams)
		total = total.add(nut)
		if nut.Sodium > 0 {
			salty = append(salty, saltSource{p.name(), nut.Sodium})
		}
		cost += CostOf(p.in, grams)
		ings = append(ings, p.in)
		if !p.fromPantry && !p.in.Has(FactStaple) && !p.optional {
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
	bakeAt := slices.IndexFunc(r.Instructions, func(s Step) bool {
		return passive(s, strings.ToLower(s.Text)) && strings.Contains(strings.ToLower(s.Text), "bake")
	})
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
	r.Timing.TotalMinutes = r.Timing.PrepMinutes + r.Timing.CookMinutes
	was := d.honestLabel()
	r.Cuisine = d.cu.name
	r.Title = d.title()
	r.Summary = d.summary(r.Timing.TotalMinutes)
	if was != "" && d.req.Cuisine != "" {
		r.Summary += fmt.Sprintf(" It holds too little of what a %s dish is seasoned with (%s), so it is called %s.",
			cuisineProfiles[was].adj, baseWords(was), d.cu.adj)
	}
	r.Summary += saltNote(r.Nutrition.PerServing.Sodium, salty)
	if plainBroth != "" {
		r.Summary = strings.ReplaceAll(r.Summary, plainBroth, "stock")
	}
	r.UnusedPantry = append(r.UnusedPantry, d.unusedPantry(r.Title)...)
	return r
}

// saltySodiumMg is the sodium a serving past which a recipe says it is salty: half of
// the 2,300 mg a day most guidelines allow, in one plate.
const saltySodiumMg = 1150

// saltNotePrefix opens the summary's sentence on salt; a transform, whose nutrition
// is its own, drops the sentence rather than keep a figure it no longer matches.
const saltNotePrefix = " It is salty:"

type saltSource struct {
	name   string
	sodium float64
}

// saltNote is the summary's sentence for a recipe over saltySodiumMg a serving, naming
// the foods that bring most of it, or "".
func saltNote(perServing float64, sources []saltSource) string {
	if perServing <= saltySodiumMg {
		return ""
	}
	slices.SortStableFunc(sources, func(a, b saltSource) int { return cmp.Compare(b.sodium, a.sodium) })
	var names []string
	all := 0.0
	for _, s := range sources {
		all += s.sodium
	}
	for _, s := range sources {
		// Only a food that brings a fair share of it is named: the stock of a soup,
		// not the spoon of butter its onions softened in.
		if len(names) < 2 && !slices.Contains(names, s.name) && s.sodium >= 0.2*all {
			names = append(names, s.name)
		}
	}
	from, fix := "", "less salt brings it down"
	switch {
	case len(names) > 0 && names[0] == "salt":
		from, fix = ", most of it from the salt", "a smaller pinch brings it down"
	case len(names) == 2 && names[1] != "salt":
		from, fix = ", most of it from the "+names[0]+" and the "+names[1], "low-salt ones and no added salt bring it down"
	case len(names) > 0:
		from, fix = ", most of it from the "+names[0], "a low-salt one and no added salt bring it down"
	}
	return fmt.Sprintf("%s about %d mg of sodium a serving%s; %s.", saltNotePrefix, int(math.Round(perServing/10)*10), from, fix)
}

// withoutSaltNote drops the summary's sentence on salt.
func withoutSaltNote(summary string) string {
	at := strings.Index(summary, saltNotePrefix)
	if at < 0 {
		return summary
	}
	end := strings.Index(summary[at+1:], ". ")
	if end < 0 {
		return summary[:at]
	}
	return summary[:at] + summary[at+1+end+1:]
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

func (d *dish) title() string {
	if d.cat != nil {
		return d.dishTitle()
	}
	var main []string
	if d.protein != nil && d.protein.in.Category != "eggs" {
		main = append(main, shortName(d.protein.name()))
	}
	if d.extraProt != nil {
		main = append(main, shortName(d.extraProt.name()))
	}
	for _, v := range d.vegs {
		if len(main) < 2 && !sameFood(main, v.name()) {
			main = append(main, shortName(v.name()))
		}
	}
	what := titleCase(strings.Join(main, " and "))
	adj := d.cu.adj
	if strings.HasPrefix(what, adj+" ") {
		adj = "" // "Italian Sausage", not "Italian Italian Sausage"
	}
	return strings.Join(strings.Fields(adj+" "+what+" "+d.form.title), " ")
}

// sameFood reports whether name ends in the same food word as one already in the
// title ("mushroom" after "portobello mushroom").
func sameFood(title []string, name string) bool {
	last := name[strings.LastIndexByte(name, ' ')+1:]
	for _, t := range title {
		if strings.HasSuffix(t, last) {
			return true
		}
	}
	return false
}

// shortName drops what a title does not need: "boneless chicken thigh" -> "chicken thigh".
func shortName(s string) string {
	s = strings.TrimPrefix(s, "canned ")
	s = strings.TrimPrefix(s, "frozen ")
	return s
}

func (d *dish) summary(minutes int) string {
	kind, adj := d.form.name, d.cu.adj+" "
	if d.cat != nil {
		kind = d.title() // the title already names the main
		if namesACuisine(kind) || d.req.Cuisine == "" {
			adj = "" // scones asked for by no cuisine are not "French Scones"
		}
	}
	var with []string
	for _, v := range d.vegs {
		if !namedInTitle(kind, v.name(), false) {
			with = append(with, v.name()) // never "Spinach Frittata, made with spinach"
		}
	}
	s := fmt.Sprintf("A %d-minute %s%s", minutes, adj, kind)
	if pluralTitle(kind) {
		s = fmt.Sprintf("%s%s in %d minutes", upperFirst(adj), kind, minutes) // "American Pancakes in 14 minutes", not "A … Pancakes"
		s = strings.Replace(s, "  ", " ", 1)
	}
	var b strings.Builder // the sentence, grown once rather than copied a clause at a time
	b.Grow(len(s) + 160)
	b.WriteString(s)
	if d.protein != nil && d.cat == nil {
		b.WriteString(" of ")
		b.WriteString(d.protein.name())
	}
	if len(with) > 0 {
		if d.cat != nil {
			b.WriteString(", made")
		}
		b.WriteString(" with ")
		b.WriteString(listNames(with))
	}
	if d.starch != nil && (d.form.starch != "" || d.cat != nil) && !d.starchIsTheDish(kind) && !namedInTitle(kind, d.starch.name(), true) {
		b.WriteString(", served with ")
		b.WriteString(d.starch.name())
	}
	var finish []string
	for _, group := range [...][]*part{d.herbs, d.garnishes} {
		for _, g := range group {
			if !namedInTitle(kind, g.name(), false) {
				finish = append(finish, g.name())
			}
		}
	}
	if len(finish) > 0 {
		b.WriteString(", finished with ")
		b.WriteString(listNames(finish))
	}
	b.WriteString(". Serves ")
	b.WriteString(strconv.Itoa(d.req.Servings))
	b.WriteByte('.')
	s = b.String()
	if asked, ok := cuisineProfiles[d.req.Cuisine]; ok && d.cat != nil && !d.cat.belongsTo(asked.name) {
		// The cuisine asked for is answered with another only when none of its dishes can
		// be made: the cook is told, not left to find a Korean dish under "mexican".
		// The sentence speaks of the dishes Larder knows, never of the cuisine itself: a
		// Spanish cook with squid, garlic and parsley has a Spanish dish even when the
		// catalogue lacks it.
		why := "fits this pantry"
		switch {
		case d.askedMiss == missTime:
			why = fmt.Sprintf("can be made in %d minutes", d.req.TimeAvailable)
		case d.askedMiss == missMain && d.protein != nil && d.protein.fromPantry:
			why = "is made with the " + d.protein.name()
		case d.askedMiss == missMain:
			why = "makes good use of this pantry"
		}
		why = "Larder knows " + why
		s += fmt.Sprintf(" No %s dish %s, so this one is %s.", asked.adj, why, d.cu.adj)
	}
	return s
}

// namedInTitle reports whether a title already names the food: its name (less "canned"
// or "frozen"), singular or plural, or for a starch its kind alone ("Fried Rice" names
// the cooked rice it is made of).
func namedInTitle(title, food string, starch bool) bool {
	t := " " + strings.ReplaceAll(strings.ToLower(title), ",", " ") + " " // "with Carrot, Onion and Potatoes"
	name := shortName(food)
	if starch {
		name = name[strings.LastIndexByte(name, ' ')+1:]
	}
	for _, f := range []string{name, plural(name)} {
		if strings.Contains(t, " "+f+" ") {
			return true
		}
	}
	return false
}

// cutWords are the preparations and step words that need a knife and a board.
var cutWords = []string{"chop", "slice", "dice", "mince", "cut", "halve", "trim", "wedge", "shred", "stem", "peel", "core", "seed", "julienne", "crush"}

// cutsAnything reports whether a line's preparation or a step asks for a knife.
func (d *dish) cutsAnything(parts []*part) bool {
	for _, p := range parts {
		if hasWord(strings.ToLower(p.prep), cutWords) {
			return true
		}
	}
	for _, s := range d.steps {
		if hasWord(strings.ReplaceAll(strings.ToLower(s.Text), "cutter", ""), cutWords) { // a scone cutter is no knife
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
	k, n := strings.ToLower(kind), d.starch.name()
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
	return strings.HasSuffix(in.Name, "curry paste")
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

// titleFits takes out of a dish's title the words that name a signature food the dish
// was made without: red curry paste filled by a plain Thai curry paste makes "Thai
// Curry", not "Thai Red Curry".
func (d *dish) titleFits(title string) string {
	if st := d.starch; st != nil && !d.cat.starch.empty() && st.in != d.cat.starch.foods[0] {
		// The soba noodle salad made with rice noodles is a noodle salad.
		for w := range strings.FieldsSeq(d.cat.starch.foods[0].Name) {
			if in, ok := index[w]; ok && d.used[in] {
				continue // the "Egg" of egg fried noodles made with ramen noodles is the eggs
			}
			if !isWordOf(st.in.Name, w) {
				words := strings.Fields(title)
				last := len(words) > 1 && strings.EqualFold(words[len(words)-1], w)
				title = strings.Join(slices.DeleteFunc(words, func(t string) bool { return strings.EqualFold(t, w) }), " ")
				if own := titleCase(shortName(st.in.Name)); last && !strings.Contains(title, own) {
					// The dish's head word was its grain: the grain it is made with takes its
					// place ("Mediterranean Chickpea Quinoa", never "Mediterranean Chickpea").
					title += " " + own
				}
			}
		}
	}
	for _, s := range d.cat.sig {
		if d.used[s.in] {
			continue
		}
		var stand *Ingredient
		for _, alt := range s.alts {
			if d.used[alt] {
				stand = alt
			}
		}
		if stand == nil {
			continue
		}
		for w := range strings.FieldsSeq(s.in.Name) {
			if isWordOf(stand.Name, w) {
				continue
			}
			words := strings.Fields(title)
			title = strings.Join(slices.DeleteFunc(words, func(t string) bool { return strings.EqualFold(t, w) }), " ")
		}
	}
	return title
}

// isWordOf reports whether w is one of the words of name.
func isWordOf(name, w string) bool {
	for x := range strings.FieldsSeq(name) {
		if x == w {
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
		return p != nil && !before[p] && !p.fromPantry && !p.optional && !p.in.Has(FactStaple)
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
		name := strings.ToLower(p.name())
		rest = appendWithout(rest[:0], text, strings.ToLower(prepTask(p.prep, p.name())))
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
	for {
		i := strings.Index(text, old)
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
		if written(strings.ToLower(p.name())) {
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
		return !in.Is(RoleAcid) || in.Is(RoleFruit) || in.Is(RoleVegetable)
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
	return strings.HasPrefix(text, "Heat the oven") || !isHeatStep(text) && !strings.Contains(strings.ToLower(text), "melt")
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

// pluralTitle reports whether a dish's name is a plural ("Pancakes", "Beef Tacos",
// "Brownies"), which takes no "a".
func pluralTitle(title string) bool {
	words := strings.Fields(title)
	if len(words) == 0 {
		return false
	}
	last := strings.ToLower(words[len(words)-1])
	for _, joint := range []string{" with ", " in "} {
		// "Bananas in Coconut Milk" is as plural as its bananas.
		if i := strings.Index(strings.ToLower(title), joint); i > 0 {
			head := strings.Fields(title[:i])
			last = strings.ToLower(head[len(head)-1])
			break
		}
	}
	switch {
	case strings.HasSuffix(last, "ss"), strings.HasSuffix(last, "us"), last == "hummus", last == "couscous", last == "swiss":
		return false
	}
	return strings.HasSuffix(last, "s")
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
