package engine

import "fmt"

// Chocolate desserts made of melted dark chocolate and eggs, with little or no flour:
// a fondant (lava cake) baked hot in ramekins so its middle stays molten, and a
// mousse au chocolat lightened with whisked whites and set in the fridge.

func init() {
	ownNeeds["fondant"] = [][]string{{"dark chocolate"}, {"egg"}}
	ownNeeds["mousse"] = [][]string{{"dark chocolate"}, {"egg"}}
	registerOwn(
		&form{name: "fondant", title: "Fondant", minSkill: 1, minMinutes: 30, saltFactor: -1, method: "sweet",
			equipment: []string{"heatproof bowl", "saucepan", "large bowl", "electric mixer or whisk", "spatula", "baking sheet"},
			write:     writeFondant},
		&form{name: "mousse", title: "Mousse", minSkill: 1, minMinutes: 140, saltFactor: -1, method: "sweet",
			equipment: []string{"heatproof bowl", "saucepan", "2 large bowls", "electric mixer or whisk", "spatula"},
			write:     writeMousse},
	)
}

// maxRamekins is the most fondants a home oven and a cook's hands turn out at once.
const maxRamekins = 8

// melted names the chocolate and the fat melted with it: "the dark chocolate and butter".
func (d *dish) melted() (choc *part, text string) {
	choc = d.find("dark chocolate", "milk chocolate")
	if choc == nil {
		return nil, ""
	}
	text = choc.name()
	if b := d.butter(); b != nil {
		text += " and " + b.name()
		b.prep = "diced"
	}
	return choc, text
}

// butter is the dish's butter, its fat or one the pantry adds.
func (d *dish) butter() *part {
	if d.fat != nil && d.fat.in.Category == "dairy" {
		return d.fat
	}
	return d.find("butter")
}

// servedWith are the cream, ice cream, fruit or sugar that go on the plate.
func (d *dish) servedWith() []*part {
	return d.where(func(p *part) bool {
		switch p.in.Name {
		case "heavy cream", "ice cream", "creme fraiche", "powdered sugar", "canned whipped cream":
			return true
		}
		return p.role == RoleFruit || p.in.Category == "produce" && p.in.Is(RoleFruit)
	})
}

func writeFondant(d *dish) {
	choc, melt := d.melted()
	if choc == nil || d.eggPart() == nil {
		return
	}
	if d.req.Servings > maxRamekins || choc.limit > 0 && choc.limit < 0.7*choc.grams {
		// Sixteen ramekins turned out at once is no home dessert, and 200 g of chocolate
		// does not carry twelve fondants' butter and eggs: a tray of brownies is made instead.
		return
	}
	cocoa := d.find("cocoa powder")
	flour := d.find("all-purpose flour", "self-rising flour", "almond flour")
	switch {
	case flour == nil && cocoa != nil:
		d.size(cocoa, 3) // the cocoa both dusts the ramekins and stands in for the flour
	case cocoa != nil:
		d.size(cocoa, 1) // the flour carries the batter: the cocoa only dusts the ramekins
	}
	// The ramekins are dusted with what the dish holds: never a flour the list lacks (a
	// gluten-free fondant was "dusted with flour").
	dust := "a little sugar"
	switch {
	case cocoa != nil:
		dust = "cocoa powder"
	case flour != nil:
		dust = "a little of the " + flour.name()
	}
	cups := d.ramekinsOf(175)
	d.sizeServed(30)
	eggs := d.eggPart()
	if eggs.limit > 0 && eggs.limit < 0.7*eggs.grams {
		return // too few eggs to set them: another chocolate dish (a tray of brownies) is made instead
	}
	if eggs.limit > 0 && eggs.limit < eggs.grams {
		// The eggs set it, about one a fondant: with fewer the chocolate, butter, sugar and
		// flour come down with them, so each fondant is a little smaller but still sets.
		f := eggs.limit / eggs.grams
		for _, p := range d.where(func(p *part) bool {
			return p == choc || p == d.butter() || p.in.Category == "sweeteners" || p.in.Category == "baking" && p.in.Name != "vanilla extract"
		}) {
			p.grams *= f
		}
		eggs.grams = eggs.limit
	}
	sugars := d.sugars()
	d.prepStep = len(d.steps)
	grease := "soft butter"
	if b := d.butter(); b != nil {
		grease = "a little of the " + b.name() + ", softened"
	}
	why := "so the puddings turn out cleanly"
	if flour == nil {
		why = "so the puddings rise evenly up the sides" // a flourless one is served in its ramekin
	}
	d.step(8, "Heat the oven to %s with a baking sheet inside. Brush %s with %s, stroking upwards, then dust with %s and tap out the excess %s.",
		temp(200), cups, grease, dust, why)
	// The eggs are whisked while the chocolate melts and cools a little: one pair of hands
	// does both, the mixer running while the chocolate is stirred.
	d.step(6, "Melt the %s in a heatproof bowl set over a pan of barely simmering water (or in the microwave in 30-second bursts), stirring until smooth, then take off the heat. Meanwhile, in a large bowl, whisk the %s with the %s until pale, thick and doubled in volume, about 3 minutes with a mixer.",
		melt, pluralIf(eggs.name(), count(eggs)), plurals(sugars))
	dry := "the flour"
	switch {
	case flour != nil:
		dry = "the " + flour.name()
	case cocoa != nil:
		dry = "the rest of the " + cocoa.name()
	}
	d.step(3, "Pour the chocolate into the eggs and fold together with a spatula, then sift in %s and fold just until no streaks remain.%s",
		dry, ifAny(" Fold in the ", d.where(func(p *part) bool { return p.in.Name == "vanilla extract" }), "."))
	d.step(2, "Divide among the ramekins, filling them about three-quarters full. (They can wait in the fridge for up to a day; give them 2 minutes more in the oven.)")
	d.step(12, "Set the ramekins on the hot baking sheet and bake until risen with a firm crust on top and at the edges but still a little wobbly in the middle, 10–12 minutes.")
	serve := ifAny(" Serve at once with the ", d.servedWith(), ".")
	if serve == "" {
		serve = " Serve at once."
	}
	if flour == nil {
		// With no flour to hold it the crust is too tender to turn out: it is eaten from
		// the ramekin, set on a small plate.
		d.step(1, "Leave 1 minute, then set each ramekin on a small plate; without flour they are too tender to turn out.%s", serve)
	} else {
		d.step(1, "Leave 1 minute, then run a thin knife round each one, put a plate on top and turn out.%s", serve)
	}
	d.mentionLeftovers()
}

func writeMousse(d *dish) {
	if d.fat != nil && !d.fat.fromPantry {
		// Butter only makes it silkier: a mousse does not send the cook out for it.
		delete(d.used, d.fat.in)
		d.fat = nil
	}
	choc, melt := d.melted()
	eggs := d.eggPart()
	if choc == nil || eggs == nil {
		return
	}
	eggs.prep = "separated"
	d.sizeServed(25)
	d.size(d.butter(), 6) // a little butter makes it silkier; more and it sets hard
	sugars := d.sugars()
	cocoa := d.find("cocoa powder")
	if cocoa != nil {
		d.size(cocoa, 1) // a dusting on top
	}
	glasses := fmt.Sprintf("%d small glasses or ramekins", d.req.Servings)
	if d.req.Servings == 1 {
		glasses = "a small glass or ramekin"
	}
	d.prepStep = len(d.steps)
	d.step(6, "Melt the %s in a heatproof bowl set over a pan of barely simmering water, stirring until smooth; the bowl should not touch the water. Take off the heat and let it cool until just warm to the touch.", melt)
	d.step(3, "Separate the %s, putting the whites in a large, spotlessly clean bowl. Stir the yolks into the chocolate one at a time; it thickens and turns glossy.%s",
		pluralIf(eggs.name(), count(eggs)), ifAny(" Stir in the ", d.where(func(p *part) bool { return p.in.Name == "vanilla extract" }), "."))
	d.step(5, "Whisk the whites with a pinch of salt to soft peaks, then add the %s a spoonful at a time and whisk until firm and glossy.", plurals(sugars))
	d.step(4, "Stir a quarter of the whites into the chocolate to loosen it, then fold in the rest in two goes with a spatula, cutting down through the middle and turning the bowl, just until no white streaks remain; do not stir, or it loses its air.")
	d.step(2, "Spoon into %s and cover.", glasses)
	top := ifAny(" Dust with the ", []*part{}, "")
	if cocoa != nil {
		top = " Dust with the " + cocoa.name() + "."
	}
	d.step(120, "Chill until set, at least 2 hours (or overnight). The eggs are not cooked: use very fresh ones.%s%s", top, ifAny(" Serve with the ", d.servedWith(), "."))
	d.mentionLeftovers()
}

// sizeServed sets the fruit served beside a pudding to grams a serving, and the cream
// to a couple of spoonfuls.
func (d *dish) sizeServed(fruit float64) {
	for _, p := range d.servedWith() {
		switch {
		case p.in.Name == "powdered sugar":
			d.size(p, 1)
		case p.in.Category == "dairy" || p.in.Name == "ice cream":
			d.size(p, 30)
		default:
			d.size(p, fruit)
		}
	}
}

// ramekinsOf are the dishes a pudding bakes in, one of ml millilitres a serving.
func (d *dish) ramekinsOf(ml int) string {
	cup := map[int]string{150: "2/3 cup", 175: "3/4 cup", 200: "7/8 cup"}[ml]
	n := d.req.Servings
	if n == 1 {
		d.equipment = append(d.equipment, fmt.Sprintf("%d ml (%s) ramekin", ml, cup))
		return fmt.Sprintf("a %d ml (%s) ramekin", ml, cup)
	}
	d.equipment = append(d.equipment, fmt.Sprintf("%d ramekins (%d ml / %s each)", n, ml, cup))
	return fmt.Sprintf("%d ramekins of %d ml (%s)", n, ml, cup)
}
