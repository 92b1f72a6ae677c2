package engine

import "fmt"

// Puddings from the store cupboard's packets and jars: custard made with custard
// powder (a paste of the powder and sugar with a little cold milk, the rest of the
// milk poured on hot and stirred over the heat until thick), poured over sliced bananas
// or served with a crumble; and ice cream with chopped stem ginger and its syrup.

func init() {
	ownNeeds["powder custard"] = [][]string{{"custard powder"}}
	ownNeeds["ginger ice cream"] = [][]string{{"ice cream"}, {"stem ginger"}}
	registerOwn(
		&form{name: "powder custard", title: "Custard", minMinutes: 10, simple: true, saltFactor: -1, method: "sweet",
			equipment: []string{"saucepan", "jug", "whisk or wooden spoon"}, write: writePowderCustard},
		&form{name: "ginger ice cream", title: "Ice Cream with Stem Ginger", minMinutes: 3, simple: true, saltFactor: -1, method: "sweet",
			equipment: []string{"small knife", "ice cream scoop"}, write: writeGingerIceCream},
	)
}

// custardSugar is a serving's sugar in pouring custard: 1 tbsp to a pint of milk.
const custardSugar = 3.5

// powderCustard sizes the custard powder, milk and sugar for a jug of pouring custard
// (2 tbsp of powder and 1 tbsp of sugar to a pint of milk: 140 ml a serving) and
// writes its step; false when the dish holds no powder or milk.
func (d *dish) powderCustard(sugar *part) bool {
	powder, milk := d.find("custard powder"), d.find(custardMilks...)
	if powder == nil || milk == nil {
		return false
	}
	d.size(powder, 4)
	d.size(milk, 140)
	sugarText := ""
	if sugar != nil {
		sugar.grams += custardSugar * d.servings
		sugarText = fmt.Sprintf(" and %s of the %s", amountOf(sugar, custardSugar*d.servings), sugar.name())
	}
	d.step(8, "Make the custard: mix the %s%s to a smooth paste with 2 tbsp of the %s in a jug. Heat the rest of the %s in a saucepan until it almost boils, pour it onto the paste, stirring all the time, then return it to the pan and stir over medium heat until it thickens and just bubbles, about 1 minute.",
		powder.name(), sugarText, milk.name(), milk.name())
	return true
}

func writePowderCustard(d *dish) {
	d.drop("black pepper")
	d.dropBoughtFat()
	sugar := d.find("sugar", "brown sugar", "honey")
	bananas := d.find("banana")
	if bananas != nil {
		bananas.grams, bananas.prep = bananas.in.Units["piece"]*d.servings/2, "sliced"
	}
	d.prepStep = len(d.steps)
	if !d.powderCustard(sugar) {
		d.steps = nil
		return
	}
	if bananas != nil {
		d.step(2, "Slice the %s into bowls and pour the hot custard over. Serve at once, or leave to cool with a sheet of parchment on top so no skin forms.", plural(bananas.name()))
	} else {
		d.step(1, "Pour into a warm jug and serve hot over a pudding, or leave to cool with a sheet of parchment on top so no skin forms.")
	}
	d.mentionLeftovers()
}

func writeGingerIceCream(d *dish) {
	ice, ginger := d.protein, d.find("stem ginger")
	if ice == nil || ginger == nil {
		return
	}
	d.size(ice, 100) // two scoops
	d.size(ginger, 12)
	ginger.prep = "finely chopped"
	d.prepStep = len(d.steps)
	d.step(2, "Take the %s out of the freezer for 5 minutes to soften a little. Finely chop the %s, keeping its syrup.", ice.name(), ginger.name())
	d.step(1, "Scoop the ice cream into bowls, scatter over the ginger and spoon over a little of the ginger syrup. Serve at once.")
	d.mentionLeftovers()
}
