package engine

import (
	"fmt"
	"strings"
)

// Creams set cold without an oven: a panna cotta, cream and milk warmed with sugar and
// set with gelatine in moulds, served with a fruit sauce; and a tiramisu, coffee-soaked
// sponge fingers layered with mascarpone beaten with yolks and sugar (or whipped cream)
// and set in the fridge under cocoa.

func init() {
	ownNeeds["panna cotta"] = [][]string{{"heavy cream", "coconut milk"}, {"gelatin"}}
	ownNeeds["tiramisu"] = [][]string{{"mascarpone"}}
	ownNeeds["tiramisu pots"] = [][]string{{"mascarpone"}}
	registerOwn(
		&form{name: "panna cotta", title: "Panna Cotta", minMinutes: 240, simple: true, saltFactor: -1, method: "sweet",
			equipment: []string{"small bowl", "saucepan", "whisk", "jug"}, write: writePannaCotta},
		&form{name: "tiramisu", title: "Tiramisu", minSkill: 1, minMinutes: 240, saltFactor: -1, method: "sweet",
			equipment: []string{"shallow bowl", "2 large bowls", "electric mixer or whisk", "spatula"}, write: writeTiramisu},
		// In glasses it is layered in 20 minutes and wants only half an hour's chill.
		&form{name: "tiramisu pots", title: "Tiramisu", minMinutes: 50, simple: true, saltFactor: -1, method: "sweet",
			equipment: []string{"shallow bowl", "2 large bowls", "electric mixer or whisk", "spatula"}, write: writeTiramisu},
	)
}

// moulds are the dishes a set cream is poured into, one a serving.
func (d *dish) moulds() string {
	if d.req.Servings == 1 {
		d.equipment = append(d.equipment, "150 ml (2/3 cup) mould or glass")
		return "a 150 ml (2/3 cup) mould or glass"
	}
	d.equipment = append(d.equipment, fmt.Sprintf("%d moulds or glasses (150 ml / 2/3 cup each)", d.req.Servings))
	return fmt.Sprintf("%d moulds or glasses of 150 ml (2/3 cup)", d.req.Servings)
}

func writePannaCotta(d *dish) {
	cream, gel := d.protein, d.find("gelatin")
	if cream == nil || gel == nil {
		return
	}
	// A fifth of the cream may be milk, for a lighter set; all cream is as good.
	milk := d.find(custardMilks...)
	liquids := nonNil(milk, cream)
	d.size(cream, 125)
	if milk != nil {
		d.size(cream, 100)
		d.size(milk, 25)
	}
	// About 1.1 g of gelatine to 125 ml of cream and milk: it holds its shape turned out
	// but still trembles (two leaves, or 1 1/2 tsp of powder, for four).
	d.size(gel, 1.1)
	sugar := d.find("sugar", "honey", "powdered sugar")
	van := d.vanilla()
	fruit := d.where(func(p *part) bool { return p.role == RoleFruit || p.in.Is(RoleFruit) && p.in.Category == "produce" })
	d.sizeFoldIns(fruit, 40)
	// The fruit is cooked down with its own share of sugar to a coulis.
	coulisSugar := 0.0
	if len(fruit) > 0 && sugar != nil {
		coulisSugar = 5 * d.servings
		sugar.grams += coulisSugar
	}
	cups := d.moulds()
	d.prepStep = len(d.steps)
	d.step(5, "Soak the %s: leaves in a bowl of cold water until floppy, about 5 minutes; or sprinkle powder over 3 tbsp of cold water in a small bowl and leave to swell.", gel.name())
	heat := fmt.Sprintf("Put the %s in a saucepan", plurals(liquids))
	if sugar != nil {
		heat += " with " + amountOf(sugar, sugar.grams-coulisSugar) + " of the " + sugar.name()
	}
	extract := ""
	if van != nil && van.in.Name == "vanilla pod" {
		heat += fmt.Sprintf(", the seeds scraped from the %s and the pod itself,", van.name())
	} else if van != nil {
		extract = fmt.Sprintf(" Stir in the %s.", van.name())
	}
	d.step(5, "%s and warm over medium heat, stirring, until the sugar dissolves and it steams; do not let it boil, or the gelatine will not set.", heat)
	d.step(3, "Take off the heat. Squeeze the water out of the leaves (or take the swollen powder as it is) and whisk into the hot %s until it dissolves completely.%s Strain into a jug.", cream.name(), extract)
	stir := "stirring now and then"
	if van != nil {
		stir += " so the vanilla does not sink"
	}
	d.step(10, "Leave to cool for 10 minutes, %s, then pour into %s, lightly oiled if you will turn them out.", stir, cups)
	d.step(240, "Cover and chill until set with a gentle wobble, at least 4 hours (or overnight).")
	if len(fruit) > 0 && coulisSugar > 0 {
		d.steps[len(d.steps)-1].Text += fmt.Sprintf(" Meanwhile, simmer the %s with the rest of the %s and a splash of water until soft and syrupy, about 5 minutes; push through a sieve for a smooth coulis and leave to cool.",
			plurals(fruit), sugar.name())
	}
	serve := "Serve in the glasses, or dip each mould in hot water for 5 seconds, run a thin knife round the edge and turn out onto a plate."
	if len(fruit) > 0 && coulisSugar > 0 {
		serve += " Spoon the coulis around."
	} else if len(fruit) > 0 {
		serve += " Serve with the " + plurals(fruit) + "."
	}
	d.step(2, "%s", serve)
	d.mentionLeftovers()
}

// tiramisuDish is the dish a tiramisu is layered in, by servings.
func (d *dish) tiramisuDish() string {
	size := "20 cm (8 in) square dish"
	switch n := d.req.Servings; {
	case n <= 2:
		size = "2 glasses"
	case n > 10:
		size = "23 x 33 cm (9 x 13 in) dish"
	case n > 6:
		size = "20 x 30 cm (8 x 12 in) dish"
	}
	d.equipment = append(d.equipment, size)
	if d.req.Servings <= 2 {
		return size
	}
	return "a " + size
}

func writeTiramisu(d *dish) {
	cheese := d.protein
	fingers := d.find("ladyfingers")
	if cheese == nil || fingers == nil {
		return
	}
	pots := d.form.name == "tiramisu pots"
	soaked := plural(fingers.name())
	if l := d.pantry[fingers.in]; l != nil && strings.Contains(lowered(l.Text), "cake") || l != nil && strings.Contains(lowered(l.Text), "trifle") {
		// A sponge or madeira cake does as well, cut into fingers of its own.
		fingers.prep = "cut into fingers 2 cm (3/4 in) thick"
		soaked = "sponge fingers"
	}
	coffee := d.find("coffee", "espresso powder")
	sugar := d.find("sugar", "powdered sugar")
	cocoa := d.find("cocoa powder")
	d.size(cocoa, 1.5)
	choc := d.find("dark chocolate")
	if choc != nil {
		d.size(choc, 4)
		choc.prep = "finely grated"
	}
	booze := d.find("marsala", "rum", "brandy", "bourbon")
	d.size(booze, 7)
	coffeeML := 40 * d.servings // a shallow dish of coffee for dipping, 300 ml for eight
	makeCoffee := ""
	if coffee != nil && coffee.in.Name == "espresso powder" {
		d.size(coffee, 1)
		makeCoffee = fmt.Sprintf("Stir the %s into %.0f ml of hot water in", coffee.name(), coffeeML)
	} else if coffee != nil {
		d.size(coffee, 40)
		makeCoffee = fmt.Sprintf("Pour the %s, made strong, into", coffee.name())
	} else {
		makeCoffee = fmt.Sprintf("Make %.0f ml of strong coffee and pour it into", coffeeML)
	}
	pan := ""
	if pots {
		pan = d.moulds()
	} else {
		pan = d.tiramisuDish()
	}
	if fingers.prep != "" {
		d.prepStep = len(d.steps)
		d.step(2, "Cut the sponge into fingers about 2 cm (3/4 in) thick.")
	}
	if fingers.prep == "" {
		d.prepStep = len(d.steps)
	}
	d.step(5, "%s a shallow bowl%s; leave to cool.", makeCoffee, ifAny(" with the ", nonNil(booze), ""))
	eggs := d.eggPart()
	cream := d.find("heavy cream")
	switch {
	case eggs != nil:
		eggs.prep = "separated"
		d.step(4, "Separate the %s. Beat the yolks with the %s until pale and thick, about 3 minutes, then beat in the %s until smooth.",
			pluralIf(eggs.name(), count(eggs)), sugarName(sugar), cheese.name())
		d.step(4, "In a clean bowl, whisk the whites to stiff peaks and fold them into the mascarpone in two goes, just until no white streaks remain.")
	case cream != nil:
		d.size(cream, 30)
		d.step(5, "Whip the %s with the %s to soft peaks, then beat in the %s until smooth and thick.", cream.name(), sugarName(sugar), cheese.name())
	default:
		d.step(3, "Beat the %s with the %s until smooth.", cheese.name(), sugarName(sugar))
	}
	if pots {
		d.step(6, "Break the %s to fit, dip them in the coffee a second a side, and lay a layer in the bottom of %s. Spoon over half the mascarpone cream, add another layer of dipped %s and finish with the rest of the cream.%s%s",
			soaked, pan, soaked, ifAny(" Sift over the ", nonNil(cocoa), "."), ifAny(" Scatter over the ", nonNil(choc), "."))
	} else {
		d.step(6, "Dip the %s into the coffee one at a time, a second a side (longer and they fall apart), and lay half of them in a single layer in %s. Spread over half the mascarpone cream.", soaked, pan)
		d.step(4, "Dip the rest and lay them on top, then spread over the rest of the mascarpone cream and smooth it.%s%s",
			ifAny(" Sift over the ", nonNil(cocoa), " in an even layer."), ifAny(" Scatter over the ", nonNil(choc), "."))
	}
	raw := ""
	if eggs != nil {
		raw = " The eggs are not cooked: use very fresh ones."
	}
	if pots {
		d.step(30, "Chill for 30 minutes, so the fingers soften into the cream; in glasses it needs no more to be eaten with a spoon, though it sets firmer in 4 hours, or overnight.%s", raw)
		d.step(1, "Serve cold in the glasses.")
		d.mentionLeftovers()
		return
	}
	d.step(240, "Cover and chill for at least 4 hours, or overnight, so the fingers soften and it sets firm enough to cut.%s", raw)
	d.step(2, "Cut into %d squares and lift out with a spatula.", d.req.Servings)
	d.mentionLeftovers()
}
