package engine

import (
	"fmt"
	"strings"
)

// Set custards: a crème caramel turned out of its ramekin, and a baked vanilla
// custard to eat warm. Both are milk and whole eggs, about one egg to 125 ml of milk,
// sweetened and baked gently in a water bath until they just set.

func init() {
	ownNeeds["creme caramel"] = [][]string{{"egg"}, {"sugar", "brown sugar", "coconut sugar"}, custardMilks}
	ownNeeds["baked custard"] = [][]string{{"egg"}, custardMilks}
	registerOwn(
		&form{name: "creme caramel", title: "Crème Caramel", minSkill: 1, minMinutes: 300, saltFactor: -1, method: "sweet",
			equipment: []string{"small heavy saucepan", "saucepan", "mixing bowl", "whisk", "fine sieve", "jug",
				"deep roasting pan", "kettle"}, write: writeCremeCaramel},
		&form{name: "baked custard", title: "Baked Custard", minMinutes: 50, simple: true, saltFactor: -1, method: "sweet",
			equipment: []string{"saucepan", "mixing bowl", "whisk", "fine sieve", "jug", "deep roasting pan", "kettle"},
			write:     writeBakedCustard},
	)
}

// amountOf writes so many grams of a part as a cook measures them: "1/2 cup (100 g)".
func amountOf(p *part, g float64) string {
	q, unit, grams := measureWeight(p.in, p.role, g)
	text := strings.TrimSuffix(lineText(q, unit, p.name(), ""), " "+p.name())
	text = strings.TrimSuffix(text, " "+plural(p.name()))
	if unit == "g" {
		return text
	}
	return fmt.Sprintf("%s (%.0f g)", text, grams)
}

// custardMilks are the milks a custard sets.
var custardMilks = []string{"milk", "whole milk", "oat milk", "soy milk", "almond milk", "skim milk"}

// custardBase sizes the custard's milk, cream and sugar to its eggs and names them:
// the cream, where the pantry has some, takes the place of a quarter of the milk.
func (d *dish) custardBase() (milk, cream, sugar *part) {
	milk = d.find(custardMilks...)
	cream = d.find("heavy cream")
	sugar = d.find("sugar", "brown sugar", "coconut sugar")
	d.size(milk, 125)
	if cream != nil && milk != nil {
		d.size(cream, 30)
		d.size(milk, 95)
	}
	d.size(d.eggPart(), 44) // one large egg a serving sets 125 ml of milk firm enough to turn out
	d.size(d.find("vanilla extract"), 1)
	return milk, cream, sugar
}

// ramekins are the dishes a custard bakes in, one a serving.
func (d *dish) ramekins() string {
	n := d.req.Servings
	if n == 1 {
		d.equipment = append(d.equipment, "150 ml (2/3 cup) ramekin")
		return "a 150 ml (2/3 cup) ramekin"
	}
	d.equipment = append(d.equipment, fmt.Sprintf("%d ramekins (150 ml / 2/3 cup each)", n))
	return fmt.Sprintf("%d ramekins of 150 ml (2/3 cup)", n)
}

// custardMix writes the custard: hot milk whisked into eggs and sugar, strained.
func (d *dish) custardMix(milk, cream, sugar *part, sugarText string) string {
	liquids := []*part{}
	for _, p := range []*part{milk, cream} {
		if p != nil {
			liquids = append(liquids, p)
		}
	}
	flavour := d.where(func(p *part) bool {
		return p.in.Name == "vanilla extract" || p.in.Name == "cinnamon" || p.in.Name == "lemon" || p.in.Name == "orange"
	})
	for _, p := range flavour {
		if p.in.Name == "lemon" || p.in.Name == "orange" {
			p.grams, p.prep = p.in.Units["piece"], "zested"
		}
	}
	eggs := d.eggPart()
	return fmt.Sprintf("Warm the %s in a saucepan until steaming, with small bubbles at the edge; do not let it boil. "+
		"In a bowl, whisk the %s with %s just until smooth, not frothy, then pour in the hot %s slowly, whisking all the time. "+
		"Stir in the %s and strain through a fine sieve into a jug; skim off any foam so the tops bake smooth.",
		plurals(liquids), pluralIf(eggs.name(), count(eggs)), sugarText, plurals(liquids), plurals(flavour))
}

func writeCremeCaramel(d *dish) {
	caramel := 25 * d.servings
	milk, cream, sugar := d.custardBase()
	custardSugar := 15 * d.servings
	d.size(sugar, 40)
	if sugar == nil {
		return
	}
	sugar.grams = caramel + custardSugar
	cups := d.ramekins()
	d.prepStep = len(d.steps)
	d.step(10, "Heat the oven to %s. Set %s in a deep roasting pan and put the kettle on to boil.", temp(150), cups)
	d.step(9, "Make the caramel: put %s of the sugar in a small heavy saucepan with 3 tbsp water over medium heat and stir just until it dissolves. "+
		"Then boil without stirring, swirling the pan now and then, until it turns a deep amber, 6–8 minutes. "+
		"Pour it at once into the %s and tilt to coat the base; it sets hard as it cools. Take care: it is far hotter than boiling water.",
		amountOf(sugar, caramel), pluralIf("ramekin", d.req.Servings))
	d.step(6, "%s", d.custardMix(milk, cream, sugar, "the rest of the sugar"))
	d.step(40, "Pour the custard over the set caramel. Pour boiling water from the kettle into the roasting pan to come halfway up the ramekins, "+
		"and bake until the custards are set at the edges with a slight wobble in the middle (about 80°C / 175°F inside), 35–40 minutes.")
	d.step(30, "Lift the ramekins out of the water and let them cool to room temperature, about 30 minutes.")
	d.step(240, "Chill for at least 4 hours, or overnight; the caramel turns to sauce as they rest.")
	d.step(3, "To serve, run a thin knife round each custard, put a plate with a rim on top and turn both over; shake gently and lift off the ramekin so the caramel runs over.")
	d.mentionLeftovers()
}

func writeBakedCustard(d *dish) {
	milk, cream, sugar := d.custardBase()
	d.size(sugar, 20)
	cups := d.ramekins()
	sugarText := "the sugar"
	if sugar == nil {
		sugarText = "a pinch of salt"
	}
	nutmeg := d.where(func(p *part) bool { return p.in.Name == "nutmeg" })
	d.prepStep = len(d.steps)
	d.step(10, "Heat the oven to %s. Set %s in a deep roasting pan and put the kettle on to boil. Meanwhile, %s",
		temp(160), cups, lowerFirst(d.custardMix(milk, cream, sugar, sugarText)))
	top := ifAny(" Grate a little of the ", nutmeg, " over each.")
	d.step(30, "Pour the custard into the ramekins.%s Pour boiling water into the pan to come halfway up their sides and bake until set at the edges "+
		"with a slight wobble in the middle, 25–30 minutes; a knife pushed in halfway between edge and centre comes out clean.", top)
	d.step(10, "Lift the custards out of the water and let them stand 10 minutes. Serve warm, or cool and chill them to eat cold.")
	d.mentionLeftovers()
}
