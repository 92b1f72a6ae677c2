package engine

import (
	"fmt"
	"math"
)

// Creamed sponges: a sandwich sponge (a Victoria sponge), equal weights of butter,
// sugar, flour and eggs baked in two shallow tins and sandwiched with jam and cream;
// and a sticky toffee pudding, a date sponge soaked in hot water and bicarbonate,
// baked in a tin and served under a sauce of butter, brown sugar and cream.

func init() {
	ownNeeds["sandwich sponge"] = [][]string{{"butter", "unsalted butter", "margarine"}, {"egg"}}
	ownNeeds["sticky toffee"] = [][]string{{"dates"}}
	ownMinServings["sandwich sponge"] = 4 // two eggs in two tins is the smallest sponge: a cake, not a plate
	registerOwn(
		&form{name: "sandwich sponge", title: "Sponge", minMinutes: 70, simple: true, saltFactor: -1, method: "sweet",
			equipment: []string{"large bowl", "electric mixer or wooden spoon", "sieve", "spatula", "parchment paper", "wire rack"},
			write:     writeSandwichSponge},
		&form{name: "sticky toffee", title: "Sticky Toffee Pudding", minSkill: 1, minMinutes: 60, saltFactor: 0.1, method: "sweet",
			equipment: []string{"heatproof bowl", "kettle", "large bowl", "electric mixer or wooden spoon", "parchment paper", "saucepan"},
			write:     writeStickyToffee},
	)
}

// sandwichTins are the pair of shallow tins a sponge of so many servings bakes in: each
// holds half the batter about 2.5 cm deep, so it bakes through in 20–25 minutes.
func (d *dish) sandwichTins() (pans string, minutes int) {
	size, minutes := "20 cm (8 in)", 25
	// The tins hold the eggs' batter, about two slices an egg: a four-egg sponge cut
	// into twelve still bakes in 20 cm tins.
	n := d.req.Servings
	if e := d.eggPart(); e != nil {
		n = 2 * count(e)
	}
	switch {
	case n <= 6:
		size = "18 cm (7 in)"
	case n > 10:
		size, minutes = "23 cm (9 in)", 30 // six eggs or more fill a wider tin deeper
	}
	if cakes := d.spongeCakes(); cakes > 1 {
		d.equipment = append(d.equipment, fmt.Sprintf("%d %s sandwich tins", 2*cakes, size))
		return fmt.Sprintf("%s %s sandwich tins", numberWord(2*cakes), size), minutes
	}
	d.equipment = append(d.equipment, "2 "+size+" sandwich tins")
	return "two " + size + " sandwich tins", minutes
}

// spongeCakes is how many sandwich cakes a sponge's batter makes: a pair of 23 cm tins
// holds a six-egg batter, so a twelve-egg sponge for two dozen is two cakes in four tins.
func (d *dish) spongeCakes() int {
	e := d.eggPart()
	if e == nil {
		return 1
	}
	return max(1, int(math.Ceil(float64(count(e))/6)))
}

// numberWord writes a small count as a word, as a step says "four tins".
func numberWord(n int) string {
	if n >= 2 && n <= 6 {
		return [...]string{"two", "three", "four", "five", "six"}[n-2]
	}
	return fmt.Sprint(n)
}

func writeSandwichSponge(d *dish) {
	flour, eggs := d.starch, d.eggPart()
	if flour == nil || eggs == nil {
		return
	}
	// The classic weighs the eggs and takes the same of butter, sugar and flour: about
	// half an egg a slice, so four eggs and 225 g of each for eight.
	if w, ok := eggs.in.UnitGrams("piece"); ok {
		n := math.Max(2, math.Round(d.servings/2))
		if have := math.Floor(eggs.limit/w + 0.01); eggs.limit > 0 && have >= 2 && have < n {
			n = have // the cook's three eggs make a three-egg sponge, weighed to them
		}
		eggs.grams = n * w
	}
	fat := d.butter()
	if fat == nil {
		fat = d.fat // a baking spread creams as butter does
	}
	sugar := d.find("sugar")
	if w, ok := eggs.in.UnitGrams("piece"); ok {
		// Equal weights: the cook's 250 g of butter makes a four-egg sponge of 225 g of
		// each, never 340 g of flour and sugar beside it.
		for _, p := range []*part{flour, fat, sugar} {
			if p != nil && p.limit > 0 && p.limit < eggs.grams*1.28 {
				eggs.grams = math.Max(2, math.Floor(p.limit/(w*1.28)+0.01)) * w
			}
		}
	}
	each := eggs.grams * 1.28 // an egg out of its shell weighs about 56 g: 4 eggs, 225 g
	for _, p := range []*part{flour, fat, sugar} {
		if p != nil {
			p.grams, p.weighed = each, true // equal weights, which cups would not keep
		}
	}
	powder := d.find("baking powder")
	if powder != nil {
		perHundred := 1.0 // self-raising flour needs only a lift for the all-in-one method
		if flour.in.Name == "all-purpose flour" {
			perHundred = 4.0
		}
		powder.grams = flour.grams / 100 * perHundred
	}
	pans, bake := d.sandwichTins()
	d.ovenStep(180, "grease "+pans+" and line the bases with parchment")
	d.step(4, "Beat the %s with the %s until pale and fluffy, 3–4 minutes.", d.softFat("softened"), sugarName(sugar))
	van := d.find("vanilla extract")
	d.size(van, 0.6)
	d.step(3, "Beat in the %s one at a time%s, adding a spoonful of the %s with the last so the mixture does not curdle.",
		pluralIf(eggs.name(), count(eggs)), ifAny(", then the ", nonNil(van), ""), flour.name())
	milk := d.find(custardMilks...)
	d.size(milk, 4)
	d.step(3, "Sift over the %s and fold in gently with a spatula until no flour shows%s; the batter should drop off the spoon.",
		plurals(nonNil(flour, powder)), ifAny(", loosening it with the ", nonNil(milk), " if it is stiff"))
	tins, cakes := "the tins", d.spongeCakes()
	if cakes > 1 {
		tins = fmt.Sprintf("the %d tins, on two shelves, swapping them halfway", 2*cakes)
	}
	d.step(bake, "Divide evenly between %s, level the tops and bake until golden, springy when pressed and shrinking from the sides, %d–%d minutes.", tins, bake-5, bake)
	// Two thin layers on a rack are cool to the touch in 15 minutes: a cook does not wait
	// half an hour more for them.
	d.step(20, "Cool in the tins for 5 minutes, then turn out onto a wire rack, lift off the parchment and leave until cool to the touch, about 15 minutes; warm sponges melt the filling.")
	jam := d.find("jam", "lemon curd")
	cream := d.find("heavy cream", "clotted cream")
	// The filling spreads the sponge there is: a four-egg sponge takes its 100 g of jam
	// however many slices it is cut into.
	slices := math.Min(d.servings, float64(2*count(eggs)))
	d.size(cream, 30*slices/d.servings)
	d.size(jam, 12*slices/d.servings)
	fruit := d.where(func(p *part) bool { return p.role == RoleFruit || p.in.Is(RoleFruit) && p.in.Category == "produce" })
	d.sizeFoldIns(fruit, 20)
	top := d.find("powdered sugar")
	d.size(top, 1)
	whip := ""
	if cream != nil && cream.in.Name == "heavy cream" {
		whip = fmt.Sprintf("Whip the %s to soft peaks. ", cream.name())
	}
	fill := plurals(nonNil(jam, cream))
	if fill == "" {
		fill = "filling"
	}
	dust := "a little sugar"
	if top != nil {
		dust = "the " + top.name()
	}
	// Spreading jam and sitting one layer on the other takes a couple of minutes; whipping
	// the cream a few more.
	fillMinutes := 3
	if whip != "" {
		fillMinutes = 5
	}
	if cakes > 1 {
		d.step(fillMinutes*cakes, "%sMake %d cakes: for each, set one sponge upside down on a plate, spread with %s the %s%s, then sit another on top and dust with %s.",
			whip, cakes, map[bool]string{true: "half", false: "a share of"}[cakes == 2], fill, ifAny(", scatter over the ", fruit, ""), dust)
	} else {
		d.step(fillMinutes, "%sSet one sponge upside down on a plate, spread with the %s%s, then sit the other on top and dust with %s.",
			whip, fill, ifAny(", scatter over the ", fruit, ""), dust)
	}
	d.mentionLeftovers()
}

// sugarName names the sugar a sponge is creamed with, or plain "sugar" when the dish has none.
func sugarName(p *part) string {
	if p == nil {
		return "sugar"
	}
	return p.name()
}

// nonNil are the parts that are there, in order.
func nonNil(parts ...*part) []*part {
	var out []*part
	for _, p := range parts {
		if p != nil {
			out = append(out, p)
		}
	}
	return out
}

func writeStickyToffee(d *dish) {
	dates, flour, eggs := d.protein, d.starch, d.eggPart()
	if dates == nil || flour == nil || eggs == nil {
		return
	}
	dates.prep = "pitted and chopped"
	fat := d.butter()
	sugar := d.find("brown sugar", "sugar")
	cream := d.find("heavy cream")
	// The butter, sugar and cream are shared between the sponge and the toffee sauce:
	// 75 g butter and 150 g sugar in the sponge for eight, 100 g and 160 g with 250 ml
	// of cream in the sauce.
	sauceFat, sauceSugar := 12.5*d.servings, 20*d.servings
	if fat != nil {
		fat.grams = 9.5*d.servings + sauceFat
	}
	if sugar != nil {
		sugar.grams = 19*d.servings + sauceSugar
	}
	d.size(cream, 30)
	soda := d.find("baking soda")
	water := 30 * d.servings // boiling water the dates soak in, about 250 ml for eight
	batter := water
	for _, p := range nonNil(dates, flour, eggs, fat, sugar) {
		batter += p.grams
	}
	pan, m := d.tinForWeight(squareTins, batter-sauceFat-sauceSugar)
	d.ovenStep(180, "grease "+pan+" and line it with parchment")
	d.step(10, "Put the %s in a heatproof bowl, pour over %.0f ml of boiling water from the kettle%s and leave to soak for 10 minutes; they soften and darken.",
		dates.name(), water, ifAny(", stir in the ", nonNil(soda), ""))
	fatName, sugarText := "butter", "sugar"
	if fat != nil {
		fatName = amountOf(fat, fat.grams-sauceFat) + " of the " + fat.name()
		fat.prep = "softened"
	}
	if sugar != nil {
		sugarText = amountOf(sugar, sugar.grams-sauceSugar) + " of the " + sugar.name()
	}
	// A spoonful of treacle or syrup darkens the sponge: about a tablespoon for eight.
	dark := d.where(func(p *part) bool { return p.in.Name == "molasses" || p.in.Name == "golden syrup" })
	for _, p := range dark {
		d.size(p, 2.5/float64(len(dark)))
	}
	d.size(d.find("vanilla extract"), 0.6)
	flavour := d.where(func(p *part) bool { return p.in.Name == "vanilla extract" || contains(dark, p) })
	d.step(4, "Meanwhile, beat %s with %s until pale, then beat in the %s one at a time%s.",
		fatName, sugarText, pluralIf(eggs.name(), count(eggs)), ifAny(", then the ", flavour, ""))
	d.step(3, "Fold in the %s, then stir in the dates with their soaking water; it makes a runny batter.", plurals(nonNil(flour, d.find("salt"))))
	bake := max(m+6, 30) // a wet date batter bakes longer than a plain sponge of its depth
	d.step(bake, "Pour into the tin and bake until risen and firm to the touch, and a skewer comes out clean, %d–%d minutes.", bake-5, bake)
	sauce := "Meanwhile, melt the rest of the butter and sugar together and boil for 3 minutes to a toffee sauce."
	if fat != nil && sugar != nil && cream != nil {
		sauce = fmt.Sprintf("Meanwhile, make the toffee sauce: melt the rest of the %s with the rest of the %s and half the %s in a saucepan over medium heat, stirring, then boil gently for 3–4 minutes until it darkens to a deep toffee; take off the heat and stir in the rest of the %s.",
			fat.name(), sugar.name(), cream.name(), cream.name())
	}
	d.steps[len(d.steps)-1].Text += " " + sauce
	extra := d.where(func(p *part) bool {
		return p.in.Name == "ice cream" || p.in.Name == "clotted cream" || p.in.Name == "creme fraiche"
	})
	for _, p := range extra {
		d.size(p, 30)
	}
	d.step(3, "Cut the warm pudding into %d squares, pour over the hot toffee sauce and serve%s.", d.req.Servings, ifAny(" with the ", extra, ""))
	d.mentionLeftovers()
}
