package engine

import (
	"fmt"
	"math"
)

// Cream desserts set by yolks or chilling: a crème brûlée, a rich cream custard baked
// gently in a water bath, chilled cold right through and topped with sugar burnt to a
// crust; pots de crème, the same custard eaten warm when there is no time to chill it;
// and a no-bake cheesecake, a crushed-biscuit base under whipped cream cheese and
// cream set in the fridge, or spooned into glasses when there is no time to set it.

func init() {
	ownNeeds["creme brulee"] = [][]string{{"egg yolk", "egg"}, {"heavy cream"}, {"sugar", "brown sugar"}}
	ownNeeds["pots de creme"] = [][]string{{"egg yolk", "egg"}, {"heavy cream"}}
	ownNeeds["no-bake cheesecake"] = [][]string{{"cream cheese"}, {"digestive biscuits", "graham crackers"}}
	ownNeeds["cheesecake pots"] = [][]string{{"cream cheese"}, {"digestive biscuits", "graham crackers"}}
	registerOwn(
		&form{name: "creme brulee", title: "Crème Brûlée", minSkill: 1, minMinutes: 200, saltFactor: -1, method: "sweet",
			equipment: []string{"saucepan", "mixing bowl", "whisk", "fine sieve", "jug", "deep roasting pan", "kettle",
				"blowtorch (or a very hot grill)"}, write: writeCremeBrulee},
		&form{name: "pots de creme", title: "Pots de Crème", minMinutes: 55, saltFactor: -1, method: "sweet",
			equipment: []string{"saucepan", "mixing bowl", "whisk", "fine sieve", "jug", "deep roasting pan", "kettle", "foil"},
			write:     writePotsDeCreme},
		&form{name: "no-bake cheesecake", title: "No-Bake Cheesecake", minMinutes: 240, simple: true, saltFactor: -1, method: "sweet",
			equipment: []string{"freezer bag and rolling pin", "saucepan", "2 large bowls", "electric mixer or whisk", "spatula", "parchment paper"},
			write:     writeNoBakeCheesecake},
		&form{name: "cheesecake pots", title: "Cheesecake Pots", minMinutes: 25, simple: true, saltFactor: -1, method: "sweet",
			equipment: []string{"freezer bag and rolling pin", "saucepan", "2 large bowls", "electric mixer or whisk", "spatula"},
			write:     writeCheesecakePots},
	)
}

// yolks sizes the custard's yolks, one a serving, and names them for the steps: the
// pantry's yolks, or its whole eggs separated for their yolks.
func (d *dish) yolks() (p *part, separate string) {
	p = d.eggPart()
	if p == nil {
		return nil, ""
	}
	d.size(p, p.in.Units["piece"]) // one yolk (or one egg, yolk only) a serving
	if p.in.Name == "egg yolk" {
		return p, ""
	}
	p.prep = "separated"
	return p, fmt.Sprintf("Separate the %s, dropping the yolks into a mixing bowl; keep the whites for meringues or an omelette. ", pluralIf(p.name(), count(p)))
}

// vanilla is the dish's vanilla: a pod, split and warmed in the cream, or the extract
// stirred into the strained custard.
func (d *dish) vanilla() *part {
	if pod := d.find("vanilla pod"); pod != nil {
		pod.grams = pod.in.Units["piece"] * math.Ceil(d.servings/8) // a pod flavours about 800 ml of cream
		pod.prep = ""
		return pod
	}
	v := d.find("vanilla extract")
	d.size(v, 1)
	return v
}

// creamCustard writes the custard of cream and yolks: the cream heated with the vanilla
// pod, whisked onto the yolks and sugar, strained.
func (d *dish) creamCustard(liquids []*part, yolks *part, separate string, sugarText string, van *part) string {
	heat := fmt.Sprintf("Put the %s in a saucepan", plurals(liquids))
	extract := ""
	if van != nil && van.in.Name == "vanilla pod" {
		heat = fmt.Sprintf("Split the %s lengthways, scrape out the seeds with the tip of a knife and put seeds and pod in a saucepan with the %s",
			van.name(), plurals(liquids))
	} else if van != nil {
		extract = fmt.Sprintf(" Stir in the %s.", van.name())
	}
	whisk := "the yolks"
	if separate == "" {
		whisk = "the " + pluralIf(yolks.name(), count(yolks))
	}
	return fmt.Sprintf("%s%s and bring just to the boil, then take off the heat. In a bowl, whisk %s with %s just until smooth, not frothy. "+
		"Pour in the hot cream slowly, whisking all the time, then strain through a fine sieve into a jug%s and skim off any foam.%s",
		separate, heat, whisk, sugarText, map[bool]string{true: " (it catches the pod)"}[van != nil && van.in.Name == "vanilla pod"], extract)
}

func writeCremeBrulee(d *dish) {
	yolks, separate := d.yolks()
	cream, sugar := d.find("heavy cream"), d.find("sugar", "brown sugar")
	if yolks == nil || cream == nil || sugar == nil {
		return
	}
	d.size(cream, 100) // 600 ml of double cream sets with 6 yolks
	custardSugar, topSugar := 10*d.servings, 6*d.servings
	sugar.grams = custardSugar + topSugar
	van := d.vanilla()
	cups := d.ramekinsOf(150)
	d.prepStep = len(d.steps)
	d.step(10, "Heat the oven to %s. Set %s (shallow ones if you have them) in a deep roasting pan and put the kettle on to boil.", temp(150), cups)
	d.step(8, "%s", d.creamCustard([]*part{cream}, yolks, separate, amountOf(sugar, custardSugar)+" of the "+sugar.name(), van))
	d.step(35, "Pour the custard into the ramekins and pour boiling water from the kettle into the pan to come halfway up their sides. "+
		"Bake until set at the edges with a wobble in the middle like a jelly, 30–35 minutes (25 in shallow dishes).")
	d.step(20, "Lift the ramekins out of the water and leave them to cool, about 20 minutes.")
	d.step(150, "Chill for at least 2 1/2 hours, or up to 2 days, covered once cold: the custard must be cold right through to set firm under its crust.")
	fruit := d.fruitServed()
	d.step(5, "Just before serving, blot the tops dry with kitchen paper and scatter the rest of the %s evenly over them, about 1 tsp each. "+
		"Melt it with a blowtorch, keeping the flame moving, until it bubbles to a deep amber; or slide the ramekins close under a very hot grill "+
		"for 1–3 minutes, watching all the time. Leave 2 minutes for the caramel to set hard, then crack in.%s",
		sugar.name(), ifAny(" Serve with the ", fruit, " alongside."))
}

func writePotsDeCreme(d *dish) {
	yolks, separate := d.yolks()
	cream, sugar := d.find("heavy cream"), d.find("sugar", "brown sugar", "honey")
	if yolks == nil || cream == nil {
		return
	}
	if s := d.sugars(); sugar == nil && len(s) > 0 {
		sugar = s[0] // the cook's coconut or palm sugar sweetens the custard as well
	}
	liquids := []*part{cream}
	d.size(cream, 100)
	if milk := d.find(custardMilks...); milk != nil {
		// Half milk, half cream: lighter, and the pots still set.
		d.size(cream, 60)
		d.size(milk, 45)
		liquids = []*part{milk, cream}
	}
	sugarText := "a pinch of salt"
	if sugar != nil {
		d.size(sugar, 12)
		sugarText = "the " + sugar.name()
	}
	van := d.vanilla()
	cups := d.ramekinsOf(150)
	d.prepStep = len(d.steps)
	d.step(10, "Heat the oven to %s. Set %s in a deep roasting pan and put the kettle on to boil.", temp(150), cups)
	d.step(8, "%s", d.creamCustard(liquids, yolks, separate, sugarText, van))
	d.step(30, "Pour into the ramekins, pour boiling water into the pan to come halfway up their sides and cover the pan loosely with foil. "+
		"Bake until just set, with a slight wobble in the middle, 25–30 minutes.")
	fruit := d.fruitServed()
	serve := "Lift them out of the water and leave 10 minutes, then serve warm in their pots"
	if t := d.req.TimeAvailable; t > 0 && t < 220 {
		// There is no time to chill them for a crème brûlée: they are eaten warm, as they are.
		serve += ". (A crème brûlée needs these chilled cold for 2 1/2 hours before the sugar is burnt on top: 3 1/2 hours in all.)"
		d.step(10, "%s%s", serve, ifAny(" Serve with the ", fruit, "."))
		return
	}
	d.step(10, "%s%s, or cool and chill them to eat cold.", serve, ifAny(" with the ", fruit, ""))
}

// cheesecakeFilling sizes the no-bake filling and writes its steps: the cream cheese
// beaten with the sugar, lemon and vanilla, the cream whipped and folded through.
func (d *dish) cheesecakeFilling() (ok bool) {
	cheese, cream := d.protein, d.find("heavy cream")
	if cheese == nil || cheese.in.Name != "cream cheese" {
		cheese = d.find("cream cheese")
	}
	if cheese == nil {
		return false
	}
	d.size(cheese, 75)
	sugars := d.where(func(p *part) bool { return p.in.Category == "sweeteners" })
	for _, s := range sugars {
		d.size(s, 12/float64(len(sugars)))
	}
	citrus := d.where(func(p *part) bool { return p.in.Name == "lemon" || p.in.Name == "lime" || p.in.Name == "orange" })
	for _, c := range citrus {
		c.grams = c.in.Units["piece"] * math.Ceil(d.servings/4) // two lemons to 600 g of cheese
		c.prep = "zested and juiced"
	}
	van := d.where(func(p *part) bool { return p.in.Name == "vanilla extract" || p.in.Name == "vanilla pod" })
	for _, v := range van {
		if v.in.Name == "vanilla pod" {
			v.grams, v.prep = v.in.Units["piece"], "split, seeds scraped out"
		} else {
			d.size(v, 1)
		}
	}
	d.step(4, "Beat the %s with the %s until smooth%s%s.", cheese.name(), plurals(sugars),
		ifAny(", then beat in the zest and juice of the ", citrus, ""), ifAny(" and the ", van, ""))
	if cream != nil {
		d.size(cream, 38)
		d.step(4, "In another bowl whip the %s to soft peaks, then fold it into the cheese in two goes with a spatula until smooth and thick; it holds its shape on a spoon.", cream.name())
	}
	return true
}

// biscuitBase crushes the biscuits and binds them with melted butter.
func (d *dish) biscuitBase() *part {
	crumbs := d.find("digestive biscuits", "graham crackers")
	if crumbs == nil {
		return nil
	}
	d.size(crumbs, 30)
	b := d.butter()
	if b == nil {
		return nil
	}
	d.size(b, 12)
	b.prep = ""
	d.step(6, "Crush the %s to fine crumbs in a freezer bag with a rolling pin. Melt the %s in a saucepan and stir in the crumbs until they look like wet sand.",
		crumbs.name(), b.name())
	return crumbs
}

func writeNoBakeCheesecake(d *dish) {
	pan := d.springform()
	d.prepStep = len(d.steps)
	d.step(2, "Line the base of the %s with parchment.", pan)
	if d.biscuitBase() == nil {
		d.steps = nil
		return
	}
	d.step(3, "Press the crumbs firmly and evenly over the base with the back of a spoon and chill while you make the filling.")
	if !d.cheesecakeFilling() {
		d.steps = nil
		return
	}
	fruit := d.where(func(p *part) bool {
		return p.role == RoleFruit && p.in.Name != "lemon" && p.in.Name != "lime" && p.in.Name != "orange"
	})
	d.sizeFoldIns(fruit, 25)
	d.step(2, "Spoon the filling over the base and smooth the top.")
	d.step(240, "Cover and chill until set firm, at least 4 hours or overnight. Run a knife round the edge, unclip the tin and slide onto a plate.%s",
		ifAny(" Top with the ", fruit, " to serve."))
	d.mentionLeftovers()
}

func writeCheesecakePots(d *dish) {
	glasses := fmt.Sprintf("%d glasses or small bowls", d.req.Servings)
	if d.req.Servings == 1 {
		glasses = "a glass or small bowl"
	}
	d.prepStep = len(d.steps)
	if d.biscuitBase() == nil {
		return
	}
	d.step(2, "Spoon the crumbs into %s and press down lightly.", glasses)
	if !d.cheesecakeFilling() {
		d.steps = nil
		return
	}
	fruit := d.where(func(p *part) bool {
		return p.role == RoleFruit && p.in.Name != "lemon" && p.in.Name != "lime" && p.in.Name != "orange"
	})
	d.sizeFoldIns(fruit, 25)
	cut := d.where(func(p *part) bool { return containsPart(fruit, p) && p.prep != "" })
	top := ifAny(" Top with the ", fruit, ".")
	if len(cut) > 0 {
		var tasks []string
		for _, c := range cut {
			tasks = append(tasks, prepTask(c.prep, plurals([]*part{c})))
		}
		top = " " + upperFirst(listNames(tasks)) + " and scatter them over the top."
	}
	d.step(3+d.prepMinutes(cut), "Spoon the filling over the crumbs and level it.%s", top)
	if d.quick {
		// A pot is never sliced: a few minutes in the fridge firm it, and it can be eaten
		// at once, soft as a mousse.
		d.step(5, "Chill for 5 minutes while you clear up, or serve at once: softer, like a mousse. (Set in a tin, a cheesecake needs at least 4 hours in the fridge.)")
		return
	}
	d.step(20, "Chill for 20 minutes, until cold and just firm enough to hold a spoon. (Set in a tin, a cheesecake needs at least 4 hours in the fridge.)")
}

// fruitServed are the berries served beside a cream dessert, a small handful each; the
// cream is the dessert's own, never spooned on the side.
func (d *dish) fruitServed() []*part {
	fruit := d.where(func(p *part) bool {
		return p.role == RoleFruit && p.in.Name != "lemon" && p.in.Name != "lime" && p.in.Name != "orange"
	})
	d.sizeFoldIns(fruit, 30)
	return fruit
}
