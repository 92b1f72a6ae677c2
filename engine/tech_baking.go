package engine

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// Baking techniques: creamed cookies, brownies, muffins, loaf cakes (banana bread),
// a butter cake, fruit crumble and the microwave mug cake. A bake's amounts come from
// the catalogue a serving; the pan is chosen to hold what the servings make.

func init() {
	registerOwn(
		&form{name: "cookies", title: "Cookies", minMinutes: 35, simple: true, saltFactor: 0.2, method: "sweet",
			equipment: []string{"large bowl", "electric mixer or wooden spoon", "2 baking sheets", "parchment paper", "wire rack"},
			write:     writeCookies},
		&form{name: "brownies", title: "Brownies", minMinutes: 45, simple: true, saltFactor: 0.2, method: "sweet",
			equipment: []string{"saucepan", "large bowl", "whisk", "parchment paper", "wire rack"}, write: writeBrownies},
		&form{name: "muffins", title: "Muffins", minMinutes: 35, simple: true, saltFactor: 0.15, method: "sweet",
			equipment: []string{"12-cup muffin tin", "paper liners", "2 mixing bowls", "whisk", "wire rack"}, write: writeMuffins},
		&form{name: "loaf", title: "Loaf", minMinutes: 75, simple: true, saltFactor: 0.15, method: "sweet",
			equipment: []string{"large bowl", "fork", "whisk", "parchment paper", "wire rack"}, write: writeLoaf},
		&form{name: "cake", title: "Cake", minSkill: 0, minMinutes: 50, saltFactor: 0.15, method: "sweet",
			equipment: []string{"large bowl", "electric mixer", "parchment paper", "wire rack"}, write: writeCake},
		&form{name: "crumble", title: "Crumble", minMinutes: 45, simple: true, saltFactor: 0.1, method: "sweet",
			equipment: []string{"large bowl", "baking dish"}, write: writeCrumble},
		&form{name: "shortbread", title: "Shortbread", minMinutes: 55, simple: true, saltFactor: 0.1, method: "sweet",
			equipment: []string{"large bowl", "wooden spoon or electric mixer", "parchment paper", "fork", "wire rack"}, write: writeShortbread},
		&form{name: "mug-cake", title: "Mug Cake", minMinutes: 4, simple: true, saltFactor: 0.1, method: "sweet",
			equipment: []string{"large microwave-safe mug", "fork"}, write: writeMugCake},
	)
}

// ovenStep writes the first step of a bake: the oven heating while the pan is readied.
func (d *dish) ovenStep(c int, pan string) {
	prep := d.where(func(p *part) bool { return p.prep != "" && p.role != RoleSpice })
	task := ""
	if len(prep) > 0 {
		var tasks []string
		for _, p := range prep {
			tasks = append(tasks, prepTask(p.prep, plurals([]*part{p}))) // "zest and juice the lemons"
		}
		task = " Meanwhile, " + strings.Join(tasks, "; ") + "."
	}
	d.prepStep = len(d.steps)
	d.ovenCut = 0
	if len(prep) > 0 {
		d.ovenCut = d.prepMinutes(prep)
	}
	d.step(max(10, d.ovenCut), "Heat the oven to %s and %s.%s", temp(c), pan, task)
}

// creamFat is the butter softened for creaming, or the oil or melted fat.
func (d *dish) softFat(how string) string {
	if d.fat == nil {
		return "butter"
	}
	if d.fat.in.Category == "dairy" || solidFats[d.fat.in.Name] { // coconut oil melted like butter
		d.fat.prep = how
	}
	return d.fat.name()
}

// bakeAdds are the chips, nuts and fruit folded into a dough or batter at the end.
func (d *dish) foldIns() []*part {
	return d.where(func(p *part) bool {
		return p.in.Name == "chocolate chips" || (p.in.Name == "dark chocolate" || p.in.Name == "milk chocolate") && p.role != RoleFat ||
			p.in.Category == "nuts-seeds" && !strings.Contains(p.in.Name, "butter") && !isEggLike(p) ||
			p.role == RoleFruit && p != d.protein || p.in.Name == "raisins" || p.in.Name == "sultanas" || p.in.Name == "dried cranberries" ||
			p.in.Name == "rolled oats" && p != d.starch
	})
}

// sugars are the dish's sugars and syrups that go into the dough.
func (d *dish) sugars() []*part {
	return d.where(func(p *part) bool {
		return (p.in.Category == "sweeteners" && p.in.Name != "powdered sugar" && p.in.Name != "jam" && p.in.Name != "lemon curd") && p.role != RoleGarnish
	})
}

// dryBake are the flour, leaveners, cocoa, salt and spices.
func (d *dish) dryBake() []*part {
	return d.where(func(p *part) bool {
		switch {
		case p.in.Name == "salt", p.in.Name == "cocoa powder":
			return true
		case p.in.Category == "baking" && (p.in.Is(RoleStarch) || p.in.Is(RoleBaking)):
			return true
		case p.in.Category == "spices-seasonings" && p.in.Name != "black pepper":
			return true
		}
		return p == d.starch
	})
}

func (d *dish) batterWeight() float64 {
	g := 0.0
	for p := range d.eachPart {
		g += p.grams
	}
	return g
}

func writeCookies(d *dish) {
	cookies := 2 * d.req.Servings
	if d.req.Servings >= 12 {
		// A batch for a dozen or more is counted in cookies, as a recipe card's yield
		// is: 24 servings are 24 cookies (a Toll House batch), not 48 of a double one.
		cookies = d.req.Servings
		for p := range d.eachPart {
			p.grams /= 2
		}
	}
	ball := d.batterWeight() / float64(cookies)
	sheets := batches(cookies, 12)
	d.ovenStep(180, "line the baking sheets with parchment")
	fat := d.softFat("softened")
	sugars := d.sugars()
	d.step(4, "Beat the %s with the %s until light and creamy, about 3 minutes with a mixer (longer by hand).", fat, plurals(sugars))
	wet := d.where(func(p *part) bool { return isEggLike(p) || p.in.Name == "vanilla extract" })
	if len(wet) > 0 {
		d.step(1, "Beat in the %s until smooth.", plurals(wet))
	}
	d.step(2, "Stir the %s together, then mix them into the creamed mixture on low speed just until no flour shows.", plurals(d.dryBake()))
	if f := d.foldIns(); len(f) > 0 {
		d.capFoldIns(f)
		d.step(1, "Fold in the %s.", plurals(f))
	}
	d.step(3, "Roll the dough into %d balls of about %.0f g (%s) each and set them 5 cm (2 in) apart on the sheets, up to 12 to a sheet.", cookies, ball, spoonsOf(ball))
	d.step(12*batches(sheets, 2), "Bake two sheets at a time, swapping them halfway, for 10–12 minutes, until the edges are golden and the middles still look a little soft; they firm up as they cool.%s", againIf(sheets > 2, " Bake the rest the same way on cooled sheets."))
	d.step(10, "Cool on the sheet for 5 minutes, then move to a wire rack.%s", ifAny(" Dust with the ", d.where(func(p *part) bool { return p.in.Name == "powdered sugar" }), "."))
	d.mentionLeftovers()
}

func writeBrownies(d *dish) {
	d.chocolateBrownie()
	if eggs := d.eggPart(); eggs != nil && eggs.limit > 0 && eggs.limit < eggs.grams {
		// The cook's eggs set the batch: three eggs make a 20 cm (8 in) square tin of
		// brownies, cut smaller for more plates, not a thin 9 x 13 of too little egg.
		f := eggs.limit / eggs.grams
		for p := range d.eachPart {
			p.grams *= f
		}
		eggs.grams = eggs.limit
	}
	g, cool := d.batterWeight(), 15
	if d.quick {
		// Short of time the batter is spread thinner in a tin a size up, so it bakes
		// through in about 20 minutes, and is cut after 10 minutes' cooling.
		cool = 10
	}
	spread := false
	if d.quick {
		for i, t := range brownieTins[:len(brownieTins)-1] {
			if g <= t.grams {
				g, spread = brownieTins[i+1].grams, true
				break
			}
		}
	}
	pan, m := d.tinForWeight(brownieTins, g)
	if spread {
		m = max(20, m-8)
	}
	d.ovenStep(175, "line "+pan+" with parchment, leaving some hanging over the sides")
	fat := d.softFat("")
	choc := d.where(func(p *part) bool { return p.in.Name == "dark chocolate" })
	melt, melting := fat, 3 // butter or coconut oil alone melts in a couple of minutes
	if len(choc) > 0 {
		melt, melting = fat+" and the "+plurals(choc), 4
	}
	d.step(melting, "Melt the %s in a saucepan over low heat, stirring; take it off the heat and let it cool for a couple of minutes.", melt)
	sugars := d.sugars()
	wet := d.where(func(p *part) bool { return isEggLike(p) || p.in.Name == "vanilla extract" })
	d.step(3, "Whisk in the %s, then the %s%s, until glossy and thick.", plurals(sugars), plurals(wet), oneAtATime(d))
	// The chocolate melted with the butter is in the batter already: only chips and nuts fold in.
	fold := slices.DeleteFunc(d.foldIns(), func(p *part) bool { return containsPart(choc, p) })
	d.capFoldIns(fold)
	d.step(2, "Sift in the %s and fold gently with a spatula until no streaks remain.%s", plurals(d.dryBake()), ifAny(" Fold in the ", fold, "."))
	d.step(m, "Scrape into the tin, level it, and bake until the top is shiny and cracked and a skewer comes out with moist crumbs (not wet batter), %d–%d minutes.", m-3, m)
	d.step(cool, "Cool in the tin for at least %d minutes (longer cuts cleaner), then lift out by the paper and cut into squares.", cool)
	d.mentionLeftovers()
}

func writeMuffins(d *dish) {
	d.selfRaisingSoda()
	defer d.sayWhySoda()
	fold := d.foldIns()
	d.sizeFoldIns(fold, 20)
	mashed := d.mashBananas(fold)
	fold = slices.DeleteFunc(fold, func(p *part) bool { return p == mashed })
	d.capFoldIns(fold)
	d.leavenWithSoda()
	muffins := d.req.Servings // a serving of muffins is a muffin
	tins := batches(muffins, 12)
	d.ovenStep(200, fmt.Sprintf("line %d muffin cups with paper liners", muffins))
	dry := append(d.dryBake(), d.sugars()...)
	d.step(2, "Whisk the %s in a large bowl.", plurals(dry))
	fat := d.softFat("melted")
	if d.fat != nil && d.fat.prep == "melted" {
		d.step(1, "Melt the %s and let it cool a little.", fat)
	}
	wet := append(d.where(func(p *part) bool {
		return isEggLike(p) || p.in.Name == "vanilla extract" || p.in.Is(RoleLiquid) && p.in.Category != "oils-vinegars" ||
			p.in.Name == "greek yogurt" || p.in.Name == "yogurt" || p == mashed
	}), d.fat)
	d.step(2, "In another bowl whisk the %s.", plurals(wet))
	d.step(2, "Pour the wet into the dry and fold with a spatula just until no flour shows; a lumpy batter makes tender muffins.%s", ifAny(" Fold in the ", fold, " in the last few strokes."))
	d.step(2, "Divide among the cups, filling them about three-quarters full.")
	d.step(22*tins, "Bake until risen and golden and a skewer in the middle comes out clean, 18–22 minutes%s.", map[bool]string{true: ", one tin at a time"}[tins > 1])
	d.step(5, "Cool in the tin for 5 minutes, then on a rack; they are best warm.")
	d.mentionLeftovers()
}

func writeLoaf(d *dish) {
	d.selfRaisingSoda()
	defer d.sayWhySoda()
	// A loaf is a loaf, even short of time: never a thin 9 x 13 slab cut in squares.
	// In a hurry it is sliced warm after a short rest in the tin instead.
	pan, m := d.tinFor(loafTins)
	d.ovenStep(175, "grease and line "+pan+" with parchment")
	fruit := d.protein
	fat := d.softFat("melted")
	if d.fat != nil && d.fat.prep == "melted" {
		d.step(1, "Melt the %s.", fat)
	}
	mash := "the fruit"
	if fruit != nil {
		mash = "the " + plural(fruit.name())
	}
	sugars := d.sugars()
	wet := d.where(func(p *part) bool { return isEggLike(p) || p.in.Name == "vanilla extract" })
	d.step(4, "Mash %s in a large bowl with a fork until almost smooth, then stir in the %s, the %s and the %s.", mash, fat, plurals(sugars), plurals(wet))
	fold := d.foldIns()
	d.capFoldIns(fold)
	for _, p := range fold {
		if (p.in.Name == "dark chocolate" || p.in.Name == "milk chocolate") && p.prep == "" {
			p.prep = "roughly chopped" // a bar, not chips: it goes in as chunks
		}
	}
	d.step(2, "Sprinkle the %s over the top and fold in just until no flour shows.%s", plurals(d.dryBake()), ifAny(" Fold in the ", fold, "."))
	d.step(m, "Scrape into the tin and bake until well risen and a skewer in the middle comes out clean, %d–%d minutes; cover loosely with foil after 40 minutes if it browns too fast.", m-5, m+5)
	if d.quick {
		// Short of time it is sliced warm, with a serrated knife, once it has set in the tin.
		d.step(5, "Cool in the tin for 5 minutes, then lift out by the paper and slice it warm with a serrated knife.")
	} else {
		d.step(15, "Cool in the tin for 10 minutes, then on a rack for at least 5 more before slicing.")
	}
	d.mentionLeftovers()
}

func writeCake(d *dish) {
	d.selfRaisingSoda()
	defer d.sayWhySoda()
	tins, cut := roundTins, "in wedges"
	if d.quick {
		// Short of time the batter goes into a square tin, spread shallower, so it bakes
		// through sooner and is cut in squares.
		tins, cut = cakeSquareTins, "in squares"
	}
	pan, m := d.tinFor(tins)
	citrus := d.where(func(p *part) bool { return p.in.Name == "lemon" || p.in.Name == "orange" || p.in.Name == "lime" })
	// A cake made of its citrus (a lemon drizzle) keeps the juice for a sugar syrup
	// spooned over it hot; otherwise one fruit, zest and juice, flavours the batter.
	var drizzle *part
	drizzleSugar := 8 * d.servings
	for _, c := range citrus {
		if c == d.protein {
			drizzle = c
		} else {
			c.grams = c.in.Units["piece"]
		}
		c.prep = "zested and juiced"
	}
	sugars := d.sugars()
	if drizzle != nil && len(sugars) > 0 {
		sugars[0].grams += drizzleSugar
	} else {
		drizzle = nil
	}
	fold := d.foldIns()
	d.capFoldIns(fold)
	if p := d.protein; p != nil && p.in.Is(RoleVegetable) {
		// A carrot or zucchini cake: the vegetable goes in grated, folded through the batter.
		p.prep = "coarsely grated"
		fold = append([]*part{p}, fold...)
	}
	d.ovenStep(180, "grease "+pan+" and line the base with parchment")
	eggs := d.where(func(p *part) bool { return isEggLike(p) || p.in.Name == "vanilla extract" })
	zest := ifAny(" and the zest of the ", citrus, "")
	sugarText := "the " + plurals(sugars)
	if drizzle != nil {
		// The drizzle's sugar is kept back: the batter takes the rest, said by its amount.
		// Both amounts come out of the sugar as listed (1 cup, 200 g), not out of the grams
		// before it was rounded: 3/4 cup and 5 tbsp made 212 g of a 200 g cup.
		_, _, listed := sugars[0].measure()
		_, _, batter := measureWeight(sugars[0].in, sugars[0].role, listed-drizzleSugar)
		drizzleSugar = listed - batter
		sugarText = fmt.Sprintf("%s of the %s", amountOf(sugars[0], batter), sugars[0].name())
		if len(sugars) > 1 {
			sugarText += " and the " + plurals(sugars[1:])
		}
	}
	if d.fat != nil && d.fat.in.Category == "oils-vinegars" {
		d.step(4, "Whisk the %s with %s%s until pale and thick, about 3 minutes, then pour in the %s in a thin stream, whisking all the time.", plurals(eggs), sugarText, zest, d.fat.name())
	} else {
		fat := d.softFat("softened")
		d.step(4, "Beat the %s with %s%s until pale and fluffy, 3–4 minutes.", fat, sugarText, zest)
		d.step(2, "Beat in the %s%s, scraping down the bowl.", plurals(eggs), oneAtATime(d))
	}
	liquid := d.where(func(p *part) bool {
		return p.in.Is(RoleLiquid) && p.in.Category != "oils-vinegars" || p.in.Name == "greek yogurt" || p.in.Name == "yogurt"
	})
	d.capCakeLiquid(liquid, eggs)
	juice := ifAny(" and the juice of the ", citrus, "")
	if drizzle != nil {
		juice = ""
	}
	alternating := ""
	if len(liquid) > 0 {
		alternating = ", alternating with the " + plurals(liquid)
	}
	d.step(3, "Whisk the %s together and add to the bowl in three goes%s%s, mixing on low just until smooth.%s",
		plurals(d.dryBake()), alternating, juice, ifAny(" Fold in the ", fold, "."))
	colour := "golden" // a chocolate cake is done by touch and skewer, not by its colour
	if d.find("cocoa powder") != nil {
		colour = "well risen"
	}
	d.step(m, "Spread in the tin and bake until %s, springy to the touch and a skewer comes out clean, %d–%d minutes.", colour, m-5, m)
	if drizzle != nil {
		d.step(3, "While the cake is still hot, prick it all over with a skewer. Stir the juice of the %s with the rest of the %s (about %.0f g) and spoon it slowly over the top; it soaks in and sets to a crisp, sugary crust.",
			pluralIf(drizzle.name(), count(drizzle)), sugars[0].name(), drizzleSugar)
		d.step(25, "Leave to cool in the tin, then lift out and slice.")
		d.mentionLeftovers()
		return
	}
	top := d.where(func(p *part) bool { return p.in.Name == "powdered sugar" })
	glaze := ""
	if jam := d.find("jam"); jam != nil {
		// The jam glazes the top, warmed so it brushes on thin, as on a Sachertorte.
		glaze = fmt.Sprintf(" Warm the %s with a splash of water and brush it over the top.", jam.name())
	}
	if d.quick {
		// Short of time it is served warm, as a pudding, once it has set in the tin.
		d.step(12, "Cool in the tin 10 minutes, then turn out and serve it warm, %s.%s%s", cut, glaze, ifAny(" Dust with the ", top, "."))
	} else {
		// An uniced cake is cut once it is barely warm: it need not wait the hour it takes
		// to go cold right through.
		d.step(30, "Cool in the tin 10 minutes, then turn out onto a rack for at least 20 minutes more; it slices cleanly once barely warm.%s%s", glaze, ifAny(" Dust with the ", top, " before slicing."))
	}
	d.mentionLeftovers()
}

func writeCrumble(d *dish) {
	dishSize := "a 20 cm (8 in) square baking dish"
	if d.servings > 6 {
		dishSize = "a 23 x 33 cm (9 x 13 in) baking dish"
	} else if d.servings <= 2 {
		dishSize = "two small ovenproof dishes or ramekins"
	}
	fruits := d.where(func(p *part) bool {
		return p == d.protein || p.role == RoleFruit && p.in.Name != "raisins" && p.in.Name != "sultanas"
	})
	d.shareFruit(fruits, 150)
	// Oats beside flour are a handful for crunch; oats alone (a gluten-free crumble) are
	// the whole topping, and they weigh less a spoonful than flour.
	flours := d.where(func(p *part) bool { return p.in.Category == "baking" && p.in.Is(RoleStarch) })
	if len(flours) > 0 {
		d.size(d.find("rolled oats"), 10)
	} else {
		d.size(d.find("rolled oats"), 25)
	}
	// In a hurry the oven goes hotter: the topping browns and the fruit bubbles sooner.
	oven, bake, bakeText := 190, 35, "30–35"
	if d.quick {
		oven, bake, bakeText = 200, 30, "25–30"
	}
	// Fruit from the freezer goes in frozen (thawed, it collapses and floods the dish):
	// it takes ten minutes longer to bubble, and its juice wants a spoon of cornstarch.
	frozen := slices.ContainsFunc(fruits, func(p *part) bool { return p.in.Category == "frozen" })
	var thick *part
	if frozen {
		bake += 10
		bakeText = fmt.Sprintf("%d–%d", bake-5, bake)
		if thick = d.find("cornstarch", "arrowroot"); thick == nil {
			if thick = d.add("cornstarch", RoleSauce, 3, ""); thick != nil {
				d.sauces = append(d.sauces, thick)
			}
		}
		d.size(thick, 2)
	}
	d.ovenStep(oven, "grease "+dishSize)
	sugars := d.sugars()
	// The steps name the sugar the list holds (brown sugar is "the brown sugar"), and
	// none where it holds none.
	fruitSugar, restSugar := "nothing else", ""
	if len(sugars) > 0 {
		fruitSugar, restSugar = "a third of the "+partNames(sugars), ", then stir in the rest of the "+partNames(sugars)
		if d.find("custard powder") != nil && d.find(custardMilks...) != nil {
			// The custard sweetens with the same sugar: the topping leaves its share behind.
			restSugar += ", keeping back " + amountOf(sugars[0], custardSugar*d.servings) + " for the custard"
		}
	}
	flavour := d.where(func(p *part) bool {
		return p.in.Name == "lemon" || p.in.Name == "lemon juice" || p.in.Category == "spices-seasonings" && p.in.Name != "salt" || p.in.Name == "vanilla extract"
	})
	if thick != nil && fruitSugar == "nothing else" {
		fruitSugar = "the " + thick.name()
	} else if thick != nil {
		fruitSugar = "the " + thick.name() + ", " + fruitSugar
	}
	fromFrozen := ""
	if frozen {
		fromFrozen = " straight from the freezer"
	}
	d.step(3, "Toss the %s%s in the dish with %s%s.", plurals(fruits), fromFrozen, fruitSugar, ifAny(" and the ", flavour, ""))
	fat := d.softFat("cold, diced")
	topping := d.where(func(p *part) bool {
		return p != thick && (p == d.starch || p.in.Category == "baking" && p.in.Is(RoleStarch)) || p.in.Name == "rolled oats" || p.in.Name == "salt" ||
			p.in.Category == "nuts-seeds" && !strings.Contains(p.in.Name, "butter")
	})
	d.step(5, "Rub the %s into the %s with your fingertips until it looks like coarse sand with a few pea-size lumps%s.", fat, plurals(topping), restSugar)
	d.step(bake, "Scatter the topping over the fruit without pressing it down and bake until golden and the fruit bubbles up at the edges, %s minutes.", bakeText)
	var sugar *part
	if len(sugars) > 0 {
		sugar = sugars[0]
	}
	custard := d.powderCustard(sugar)
	if custard {
		// The cook's custard powder is made into custard while the crumble bakes.
		made := d.steps[len(d.steps)-1].Text
		d.steps = d.steps[:len(d.steps)-1]
		d.steps[len(d.steps)-1].Text += " Meanwhile, m" + made[1:]
	}
	serve := d.where(func(p *part) bool {
		return p.in.Name == "ice cream" || p.in.Name == "heavy cream" || p.in.Name == "greek yogurt" || p.in.Name == "yogurt" || p.in.Name == "canned whipped cream"
	})
	with := withTop(serve)
	if custard {
		with = " with the hot custard" + strings.Replace(with, " with the ", " and the ", 1)
	}
	if d.quick || d.req.TimeAvailable > 0 && d.req.TimeAvailable < 60 {
		// In a hurry it is served hot from the oven after a short rest: the fruit is molten.
		d.step(5, "Let it settle for 5 minutes (the fruit is very hot) before serving%s.", with)
	} else {
		d.step(10, "Let it settle for 10 minutes before serving%s.", with)
	}
	d.mentionLeftovers()
}

func writeMugCake(d *dish) {
	n := d.req.Servings
	mugs := "a large mug"
	if n > 1 {
		mugs = fmt.Sprintf("%d large mugs", n)
	}
	dry := d.dryBake()
	sugars := d.sugars()
	d.softFat("melted") // the pantry's butter, melted, does what the oil does
	wet := append(d.where(func(p *part) bool {
		return isEggLike(p) || p.in.Name == "vanilla extract" || p.in.Is(RoleLiquid) && p.in.Category != "oils-vinegars" ||
			p.in.Name == "peanut butter"
	}), d.fat)
	d.step(2, "In %s, stir the %s and %s together with a fork, then add the %s and beat until smooth, scraping the corners.%s", mugs, plurals(dry), plurals(sugars), plurals(wet), ifAny(" Drop in the ", d.foldIns(), "."))
	d.step(max(2, (n+1)/2*2), "Microwave on high, one or two mugs at a time, for 70–90 seconds, until risen and just set on top (a little gooey in the middle is right).")
	d.step(1, "Let it stand for a minute; the mug is hot.")
	d.mentionLeftovers()
}

// spoonsOf writes a ball of dough as the spoons that make it: "2 tbsp", "3 tbsp".
func spoonsOf(g float64) string {
	return fmt.Sprintf("%.0f tbsp", math.Max(1, math.Round(g/15)))
}

func againIf(ok bool, s string) string {
	if ok {
		return s
	}
	return ""
}

// tin is a baking tin that holds up to grams of batter at a good depth, with the
// minutes the batter bakes in it.
type tin struct {
	grams   float64
	name    string
	minutes int
}

var (
	squareTins = []tin{{500, "20 cm (8 in) square tin", 22}, {800, "23 cm (9 in) square tin", 25},
		{1500, "23 x 33 cm (9 x 13 in) tin", 28}}
	// Brownies bake about 4 cm deep: a three-egg batch (about 900 g) fills a 20 cm (8 in)
	// square tin, a 9 x 13 takes five or six eggs' worth.
	brownieTins = []tin{{950, "20 cm (8 in) square tin", 25}, {1300, "23 cm (9 in) square tin", 28},
		{2100, "23 x 33 cm (9 x 13 in) tin", 30}}
	// A round tin is filled about half deep: a creamed batter of three eggs (750–900 g)
	// in a 20 cm tin needs 35–40 minutes to bake through, not the 25 of a shallow sponge.
	roundTins = []tin{{450, "18 cm (7 in) round cake tin", 30}, {900, "20 cm (8 in) round cake tin", 40},
		{1300, "23 cm (9 in) round cake tin", 45}, {2000, "23 x 33 cm (9 x 13 in) tin", 40}}
	// A cake batter spread in a square tin, about 3 cm deep, for a cake wanted sooner.
	cakeSquareTins = []tin{{550, "20 cm (8 in) square tin", 25}, {900, "23 cm (9 in) square tin", 28},
		{1600, "23 x 33 cm (9 x 13 in) tin", 30}, {2400, "23 x 33 cm (9 x 13 in) tin", 40}}
	// Shortbread pressed about 1 cm (1/2 in) thick.
	shortbreadTins = []tin{{450, "20 cm (8 in) round tin", 30}, {650, "20 cm (8 in) square tin", 35},
		{1000, "23 cm (9 in) square tin", 38}, {1600, "23 x 33 cm (9 x 13 in) tin", 40}}
	// A 23 x 13 cm loaf tin two-thirds full (three or four bananas' worth) bakes through
	// in 55–65 minutes.
	loafTins = []tin{{750, "20 x 10 cm (8 x 4 in) loaf tin", 55}, {1000, "23 x 13 cm (9 x 5 in) loaf tin", 60},
		{1200, "23 x 13 cm (9 x 5 in) loaf tin", 60}}
)

// tinFor chooses the tin that holds the dish's batter, two of the largest when it
// holds too much for one, adds it to the equipment, and returns it with an article
// for the steps ("a 20 cm (8 in) square tin") and its baking minutes.
func (d *dish) tinFor(tins []tin) (pan string, minutes int) {
	return d.tinForWeight(tins, d.batterWeight())
}

// tinForWeight is tinFor for g grams of batter, where not all of the dish goes in the
// tin (a pudding's sauce).
func (d *dish) tinForWeight(tins []tin, g float64) (pan string, minutes int) {
	t := tins[len(tins)-1]
	for _, x := range tins {
		if g <= x.grams {
			t = x
			break
		}
	}
	d.equipment = append(d.equipment, t.name)
	switch {
	case g > tins[len(tins)-1].grams:
		return "two " + plural(t.name), t.minutes
	case strings.HasPrefix(t.name, "18"):
		return "an " + t.name, t.minutes
	}
	return "a " + t.name, t.minutes
}

// writeShortbread is the Scottish three-ingredient bake: one part sugar, two of butter,
// three of flour, worked no more than it takes to come together, pressed into a tin and
// baked low so it stays pale and snaps short.
func writeShortbread(d *dish) {
	pan, m := d.tinFor(shortbreadTins)
	oven, cool := 160, 15
	if d.quick {
		oven, m, cool = 170, m-5, 10 // a little hotter and shorter, and cut as soon as it holds
	}
	d.ovenStep(oven, "line "+pan+" with parchment")
	fat := d.softFat("softened")
	sugars := d.sugars()
	// Three of flour, two of butter, one of sugar: weighed, as cups would round the
	// flour away from the butter it must hold.
	for _, p := range append(nonNil(d.starch, d.fat), sugars...) {
		p.weighed = true
	}
	d.step(3, "Beat the %s with the %s%s until pale and creamy, about 2 minutes.", fat, plurals(sugars),
		ifAny(" and the ", d.where(func(p *part) bool { return p.in.Name == "vanilla extract" }), ""))
	d.step(2, "Add the %s and mix on low, or rub together with your fingertips, just until it clumps into a soft, crumbly dough; stop before it turns greasy.",
		plurals(d.dryBake()))
	pieces := 2 * d.req.Servings
	d.step(5, "Press the dough evenly into the tin with the back of a spoon, about 1 cm (1/2 in) thick. Prick it all over with a fork and mark it into %d fingers with a knife. "+
		"Chill 10 minutes if the kitchen is warm, so it keeps its shape.", pieces)
	d.step(m, "Bake until pale golden all over and just firm at the edges, %d–%d minutes; it should not brown.", m-5, m)
	d.step(cool, "Sprinkle with a little sugar while hot and cut along the marks at once, then leave in the tin for %d minutes to firm before lifting onto a wire rack to cool.", cool)
	d.mentionLeftovers()
}

// shareFruit sizes a fruit bake's fruits to perServing grams in all: the main fruit
// two thirds of it and the others the rest between them, so apples and blackberries
// for six fill one dish, not the apples for six with the blackberries on top.
func (d *dish) shareFruit(fruits []*part, perServing float64) {
	if len(fruits) < 2 || d.protein == nil || !slices.Contains(fruits, d.protein) {
		return
	}
	d.size(d.protein, perServing*2/3)
	for _, p := range fruits {
		if p != d.protein {
			d.size(p, perServing/3/float64(len(fruits)-1))
		}
	}
}

// mashBananas makes the pantry's bananas the muffins' wet base, mashed, three to a
// dozen muffins, rather than sliced and folded in; their moisture stands for most of
// the milk. It returns the bananas, or nil.
func (d *dish) mashBananas(fold []*part) *part {
	i := slices.IndexFunc(fold, func(p *part) bool { return p.in.Name == "banana" && p.fromPantry })
	if i < 0 {
		return nil
	}
	b := fold[i]
	b.prep = "mashed"
	// Three bananas to a dozen muffins; their purée is most of the batter's liquid, so
	// the milk comes down to a splash (a bought one is not bought at all).
	d.size(b, b.in.Units["piece"]*0.25)
	if m := d.find("milk"); m != nil && !m.fromPantry {
		d.dropParts("milk")
	} else if m != nil {
		d.size(m, 5)
	}
	return b
}

// leavenWithSoda raises a batter with the pantry's bicarbonate of soda in place of
// bought baking powder, where an acid in it (bananas, yogurt, buttermilk) sets it off.
func (d *dish) leavenWithSoda() {
	bp, soda := d.find("baking powder"), mustLookup("baking soda")
	if bp == nil || bp.fromPantry || d.pantry[soda] == nil || d.used[soda] || !d.req.Rules.allows(soda) {
		return
	}
	if d.where(func(p *part) bool {
		switch p.in.Name {
		case "banana", "buttermilk", "yogurt", "greek yogurt", "sour cream", "lemon", "honey":
			return true
		}
		return false
	}) == nil {
		return
	}
	d.dropParts("baking powder")
	d.extras = append(d.extras, d.take(soda, RoleBaking, 0.45, "")) // 1 tsp for a dozen
}

// capCakeLiquid keeps the cook's milk, taken as an extra, to what a creamed batter
// holds: the less egg a cake has for its flour, the more milk it takes (a cup of milk
// to 1 1/2 cups of flour and three eggs was a soup of a lemon drizzle). A milk the dish
// names as its own keeps its amount.
func (d *dish) capCakeLiquid(liquid, eggs []*part) {
	flour, egg := 0.0, 0.0
	for _, p := range d.dryBake() {
		if p.in.Is(RoleStarch) {
			flour += p.grams
		}
	}
	for _, e := range eggs {
		if isEggLike(e) {
			egg += e.grams
		}
	}
	if flour == 0 {
		return
	}
	most := flour * max(0.2, 1-egg/flour)
	for _, p := range liquid {
		if !d.isSig(p.in) && p.grams > most {
			p.grams = most
		}
	}
}

// chocolateBrownie weighs a batter of melted dark chocolate as a baker does, from the
// chocolate: butter as much, about 4 eggs, 250 g sugar, 100 g flour and 30 g cocoa to
// 200 g. The cook's bar of chocolate sets the batch when it is most of what the plates
// want; far less is only a flavouring of the cocoa batter.
func (d *dish) chocolateBrownie() {
	choc := d.find("dark chocolate")
	butter := d.butter()
	if choc == nil || butter == nil {
		return
	}
	base := butter.grams
	if choc.limit > 0 {
		if choc.limit < 0.6*base {
			return
		}
		base = math.Min(base, choc.limit)
		if choc.limit <= 1.25*butter.grams {
			// The cook's bar sets the batch: 200 g of chocolate for a dozen brownies is
			// melted whole, not 170 g of it with the rest left over.
			base = choc.limit
		}
	}
	choc.grams, butter.grams = base, base
	if eggs := d.eggPart(); eggs != nil {
		eggs.grams = base * 0.88
	}
	sugars := d.sugars()
	sum := 0.0
	for _, p := range sugars {
		sum += p.grams
	}
	for _, p := range sugars {
		p.grams = base * 1.25 * p.grams / math.Max(sum, 1)
	}
	for p := range d.eachPart {
		switch {
		case p.in.Name == "cocoa powder":
			p.grams = base * 0.15
		case p == d.starch:
			p.grams = base * 0.5
		}
	}
}
